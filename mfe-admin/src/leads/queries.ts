import { queryOptions } from '@tanstack/react-query';
import type { StaffBackend } from '../backend';
import { countNewLeads, fetchLead, fetchLeads } from './api';
import type { LeadFilters } from './model';
import { listLeadPhotos, signPhoto } from './photos-api';

/**
 * The leads' queries (TanStack Query's option factories): every key of the screens comes from
 * here, so that a change invalidates by the same names it was read with.
 */
export const leadQueries = {
  /** Every list of leads (any filters). */
  lists: () => ['leads'] as const,
  list: (backend: StaffBackend, filters: LeadFilters) =>
    queryOptions({
      queryKey: [...leadQueries.lists(), filters],
      queryFn: () => fetchLeads(backend, filters),
    }),
  newCount: (backend: StaffBackend) =>
    queryOptions({ queryKey: ['new-leads'], queryFn: () => countNewLeads(backend) }),
  detail: (backend: StaffBackend, id: string) =>
    queryOptions({ queryKey: ['lead', id], queryFn: () => fetchLead(backend, id) }),
  photos: (backend: StaffBackend, requestId: string) =>
    queryOptions({ queryKey: ['lead-photos', requestId], queryFn: () => listLeadPhotos(backend, requestId) }),
  photoUrl: (backend: StaffBackend, path: string | undefined, bucket: Parameters<typeof signPhoto>[2]) =>
    queryOptions({
      queryKey: ['lead-photo-url', bucket, path],
      queryFn: () => signPhoto(backend, path as string, bucket),
      enabled: Boolean(path),
    }),
};
