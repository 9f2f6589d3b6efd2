import { queryOptions } from '@tanstack/react-query';
import type { StaffBackend } from '../backend';
import { fetchAgenda, fetchAvailability, fetchLeadVisit, fetchStaffSlots } from './api';

/** The visits' queries: every key of the screens comes from here. */
export const visitQueries = {
  all: () => ['visits'] as const,
  agenda: (backend: StaffBackend, fromIso: string) =>
    queryOptions({
      queryKey: [...visitQueries.all(), 'agenda', fromIso],
      queryFn: () => fetchAgenda(backend, fromIso),
    }),
  ofLead: (backend: StaffBackend, leadId: string) =>
    queryOptions({
      queryKey: [...visitQueries.all(), 'lead', leadId],
      queryFn: () => fetchLeadVisit(backend, leadId),
    }),
  slots: (backend: StaffBackend, leadId: string, enabled: boolean) =>
    queryOptions({
      queryKey: [...visitQueries.all(), 'slots', leadId],
      queryFn: () => fetchStaffSlots(backend, leadId),
      enabled,
    }),
  availability: (backend: StaffBackend) =>
    queryOptions({ queryKey: ['visit-availability'], queryFn: () => fetchAvailability(backend) }),
};
