import { queryOptions } from '@tanstack/react-query';
import type { StaffBackend } from '../backend';
import { fetchPriceList } from './api';

/** The price list's query (TanStack Query's option factory). */
export const priceListQueries = {
  list: (backend: StaffBackend) =>
    queryOptions({ queryKey: ['company-price-list'], queryFn: () => fetchPriceList(backend) }),
};
