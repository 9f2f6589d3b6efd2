import { queryOptions } from '@tanstack/react-query';
import type { StaffBackend } from '../backend';
import { fetchPhotos } from './api';

/** The gallery's query (TanStack Query's option factory). */
export const galleryQueries = {
  photos: (backend: StaffBackend) =>
    queryOptions({ queryKey: ['gallery-photos'], queryFn: () => fetchPhotos(backend) }),
};
