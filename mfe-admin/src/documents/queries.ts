import { queryOptions } from '@tanstack/react-query';
import type { StaffBackend } from '../backend';
import { fetchDocuments } from './api';

/** The documents' query (TanStack Query's option factory). */
export const documentQueries = {
  list: (backend: StaffBackend) =>
    queryOptions({ queryKey: ['documents'], queryFn: () => fetchDocuments(backend) }),
};
