import { queryOptions } from '@tanstack/react-query';
import type { StaffBackend } from '../backend';
import { fetchJournal, fetchLeadNames } from './api';

/** The journal's queries (TanStack Query's option factories). */
export const journalQueries = {
  page: (backend: StaffBackend, page: number) =>
    queryOptions({ queryKey: ['journal', page], queryFn: () => fetchJournal(backend, page) }),
  leadNames: (backend: StaffBackend, ids: string[]) =>
    queryOptions({ queryKey: ['journal-leads', ids], queryFn: () => fetchLeadNames(backend, ids) }),
};
