import { queryOptions } from '@tanstack/react-query';
import type { StaffBackend } from '../backend';
import { fetchDevisMissing, fetchLeadDevis } from './api';

/** The devis' queries: every key of the panel comes from here. */
export const devisQueries = {
  ofLead: (backend: StaffBackend, leadId: string) =>
    queryOptions({ queryKey: ['devis', leadId], queryFn: () => fetchLeadDevis(backend, leadId) }),
  /** What blocks sending the saved devis (asked while it is a draft). */
  missing: (backend: StaffBackend, leadId: string, devisId: string, enabled: boolean) =>
    queryOptions({
      queryKey: ['devis', leadId, 'missing', devisId],
      queryFn: () => fetchDevisMissing(backend, devisId),
      enabled,
    }),
};
