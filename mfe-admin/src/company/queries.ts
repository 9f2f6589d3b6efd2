import { queryOptions } from '@tanstack/react-query';
import type { StaffBackend } from '../backend';
import { fetchCompanyDetails } from './api';

/** The company details' query (TanStack Query's option factory). */
export const companyQueries = {
  details: (backend: StaffBackend) =>
    queryOptions({ queryKey: ['company-details'], queryFn: () => fetchCompanyDetails(backend) }),
};
