import { queryOptions } from '@tanstack/react-query';
import type { StaffBackend } from '../backend';
import { fetchDevisMissing, fetchLeadDevis, SIGNED_PDF_URL_SECONDS, signedPdfUrl } from './api';

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
  /** The signed PDF's link, renewed before it stops working. */
  signedPdf: (backend: StaffBackend, leadId: string, devisId: string, version: number, fileName: string) =>
    queryOptions({
      queryKey: ['devis', leadId, 'signed-pdf', devisId, version],
      queryFn: () => signedPdfUrl(backend, devisId, version, fileName),
      staleTime: (SIGNED_PDF_URL_SECONDS - 60) * 1000,
      refetchInterval: (SIGNED_PDF_URL_SECONDS - 60) * 1000,
    }),
};
