import type { QuotePayload } from '@parquet-alsace/shared/quote';
import { createStore, del, get, set } from 'idb-keyval';
import { dropPending, keepPending, type PendingPhoto } from '../submission/pending-queue';
import { UploadRefused, uploadPhoto } from './upload';

/**
 * Photos that did not arrive wait in the browser with their request, in the same queue
 * (`pendingQuoteRequests`, which the site checks on every page): the request names them, their
 * bytes are in IndexedDB (too large for localStorage). retry-pending sends the request again
 * (the server stores it once) and then these photos, each under its own id, so a photo that did
 * arrive before is found stored, never doubled.
 */
const photoStore = () => createStore('parquet-quote-photos', 'photos');

/** Keeps the photos with their request; false when this browser cannot store them. */
export async function keepPhotosForLater(
  payload: QuotePayload,
  photos: (PendingPhoto & { blob: Blob })[],
): Promise<boolean> {
  try {
    const store = photoStore();
    for (const photo of photos) await set(photo.id, photo.blob, store);
  } catch {
    return false;
  }
  keepPending(
    payload,
    new Date(),
    photos.map(({ id, name }) => ({ id, name })),
  );
  return true;
}

/** Sends the kept photos of a stored request; returns those still to send. */
export async function sendKeptPhotos(requestId: string, photos: PendingPhoto[]): Promise<PendingPhoto[]> {
  const store = photoStore();
  const left: PendingPhoto[] = [];
  for (const photo of photos) {
    const blob = await get<Blob>(photo.id, store).catch(() => undefined);
    if (!blob) continue; // gone from this browser: nothing left to send
    try {
      await uploadPhoto(requestId, photo.id, blob, () => undefined);
      await del(photo.id, store);
    } catch (error) {
      if (error instanceof UploadRefused) {
        console.error('Photo en attente refusée par le serveur', photo.name, error.message);
        await del(photo.id, store);
      } else left.push(photo);
    }
  }
  return left;
}

/** Everything arrived after all (the visitor sent them again): nothing waits for this request. */
export async function forgetKeptPhotos(requestId: string, photoIds: string[]): Promise<void> {
  dropPending(requestId);
  const store = photoStore();
  for (const id of photoIds) await del(id, store).catch(() => undefined);
}

/**
 * A photo the visitor removed after it failed: withdrawn from its kept request (the others still
 * wait with it; none left, the request, already stored, is no longer kept) and from the browser.
 */
export async function withdrawKeptPhoto(
  payload: QuotePayload,
  photoId: string,
  stillMissing: PendingPhoto[],
): Promise<void> {
  if (stillMissing.length === 0) return forgetKeptPhotos(payload.requestId, [photoId]);
  keepPending(payload, new Date(), stillMissing);
  await del(photoId, photoStore()).catch(() => undefined);
}
