import { queryOptions } from '@tanstack/react-query';
import type { StaffBackend } from '../backend';
import { fetchPerformanceSummary, fetchSlowestInteractions } from './api';

/** The « Performances » screen's queries (TanStack Query's option factories). */
export const performanceQueries = {
  summary: (backend: StaffBackend) =>
    queryOptions({ queryKey: ['performance', 'summary'], queryFn: () => fetchPerformanceSummary(backend) }),
  slowest: (backend: StaffBackend) =>
    queryOptions({ queryKey: ['performance', 'slowest'], queryFn: () => fetchSlowestInteractions(backend) }),
};
