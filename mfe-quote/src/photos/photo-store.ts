import { fitWithin, ImageRefused } from '@parquet-alsace/shared/image-prepare';
import { create } from 'zustand';
import { newRequestId, type QuotePayload } from '../submission/submit-quote';
import { forgetKeptPhotos, keepPhotosForLater, withdrawKeptPhoto } from './pending-photos';
import { registerPhotoAttachments } from './photo-bridge';
import { MAX_ORIGINAL_BYTES, MAX_PHOTOS, photoTexts } from './photo-texts';
import { UploadRefused, uploadPhoto } from './upload';

/** Longest side of a sent photo: enough to judge a floor, about 0.3–1.5 MB in JPEG. */
const MAX_SIDE = 2048;

/** HEIC/HEIF by type or name (browsers that cannot read them often leave the type empty). */
function isHeic(file: File): boolean {
  return /^image\/hei[cf]/i.test(file.type) || /\.hei[cf]$/i.test(file.name);
}

export type PhotoStatus = 'preparing' | 'ready' | 'uploading' | 'done' | 'failed';

export interface Photo {
  id: string;
  name: string;
  status: PhotoStatus;
  /** 0 to 1 while uploading. */
  progress: number;
  /** The resized JPEG and its object URL (thumbnail). */
  blob: Blob | null;
  thumbUrl: string | null;
  originalBytes: number;
  error: string | null;
  /** Refused for good by the server (too many, too late): not kept, not tried again. */
  refused?: boolean;
}

interface PhotoState {
  photos: Photo[];
  /** Files refused when added, one message each. */
  refusals: string[];
  /** After sending: what did not arrive, or that everything did. */
  report: string | null;
  sending: boolean;
  /** The stored request the photos go to, once sent. */
  payload: QuotePayload | null;
  finish: (() => void) | null;
  add(files: Iterable<File>): Promise<void>;
  remove(id: string): void;
}

/** Attempts per photo within one send, and the waits between them (ms). */
const RETRY_DELAYS = [1000, 3000];

const update = (id: string, patch: Partial<Photo>) =>
  usePhotoStore.setState((state) => ({
    photos: state.photos.map((photo) => (photo.id === id ? { ...photo, ...patch } : photo)),
  }));

export const usePhotoStore = create<PhotoState>((set, get) => ({
  photos: [],
  refusals: [],
  report: null,
  sending: false,
  payload: null,
  finish: null,
  async add(files) {
    const refusals: string[] = [];
    const accepted: { photo: Photo; file: File }[] = [];
    for (const file of files) {
      if (get().photos.length + accepted.length >= MAX_PHOTOS) refusals.push(photoTexts.tooMany(file.name));
      else if (file.size > MAX_ORIGINAL_BYTES) refusals.push(photoTexts.tooLarge(file.name, file.size));
      else {
        const photo: Photo = {
          id: newRequestId(),
          name: file.name,
          status: 'preparing',
          progress: 0,
          blob: null,
          thumbUrl: null,
          originalBytes: file.size,
          error: null,
        };
        accepted.push({ photo, file });
      }
    }
    set((state) => ({
      photos: [...state.photos, ...accepted.map((entry) => entry.photo)],
      refusals,
      report: null,
    }));
    for (const { photo, file } of accepted) {
      try {
        const blob = await fitWithin(file, MAX_SIDE);
        update(photo.id, { blob, thumbUrl: URL.createObjectURL(blob), status: 'ready' });
      } catch (error) {
        const message =
          error instanceof ImageRefused && error.reason === 'unreadable' && isHeic(file)
            ? photoTexts.heic(file.name)
            : photoTexts.notImage(file.name);
        set((state) => ({
          photos: state.photos.filter((entry) => entry.id !== photo.id),
          refusals: [...state.refusals, message],
        }));
      }
    }
  },
  remove(id) {
    const { photos, payload } = get();
    const photo = photos.find((entry) => entry.id === id);
    if (photo?.thumbUrl) URL.revokeObjectURL(photo.thumbUrl);
    const rest = photos.filter((entry) => entry.id !== id);
    set({ photos: rest, refusals: [] });
    // Once the request is stored, a photo that did not arrive waits with it in the browser's
    // queue: removed, it is withdrawn from it, so that no later page sends it.
    if (payload && photo && photo.status !== 'done') {
      const missing = rest
        .filter((entry) => entry.status !== 'done' && !entry.refused)
        .map((entry) => ({ id: entry.id, name: entry.name }));
      set({ report: photoReport(rest, true) });
      void withdrawKeptPhoto(payload, id, missing);
    }
  },
}));

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function sendOne(requestId: string, photo: Photo): Promise<boolean> {
  if (!photo.blob) return false;
  for (let attempt = 0; ; attempt++) {
    update(photo.id, { status: 'uploading', progress: 0, error: null });
    try {
      await uploadPhoto(requestId, photo.id, photo.blob, (progress) => update(photo.id, { progress }));
      update(photo.id, { status: 'done', progress: 1 });
      return true;
    } catch (error) {
      const refused = error instanceof UploadRefused;
      const delay = RETRY_DELAYS[attempt];
      if (refused || delay === undefined) {
        update(photo.id, {
          status: 'failed',
          error: error instanceof Error ? error.message : String(error),
          refused,
        });
        return false;
      }
      await wait(delay);
    }
  }
}

/** Sends every photo not yet stored, two at a time; true when all arrived. */
export async function sendPhotos(payload: QuotePayload, finish: () => void): Promise<boolean> {
  const state = usePhotoStore.getState();
  if (state.sending) return false;
  const { requestId } = payload;
  usePhotoStore.setState({ sending: true, report: null, finish, payload });
  const queue = state.photos.filter((photo) => photo.status !== 'done' && !photo.refused);
  // A second try: what failed the first time was kept with the request in the browser.
  const resend = state.photos.some((photo) => photo.status === 'failed');
  const workers = Array.from({ length: Math.min(2, queue.length) }, async () => {
    for (let photo = queue.shift(); photo; photo = queue.shift()) await sendOne(requestId, photo);
  });
  await Promise.all(workers);
  const photos = usePhotoStore.getState().photos;
  const missing = photos.filter((photo) => photo.status !== 'done');
  // What did not arrive waits with the request in the browser's queue (sent on a later page);
  // what the server refused for good is neither kept nor promised.
  const later = missing.filter((photo) => !photo.refused);
  const refused = missing.filter((photo) => photo.refused);
  const kept = later.length > 0 && (await keepPhotosForLater(payload, withBlobs(later)));
  if (later.length === 0 && (resend || refused.length > 0)) {
    await forgetKeptPhotos(
      requestId,
      photos.map((photo) => photo.id),
    );
  }
  usePhotoStore.setState({ sending: false, report: photoReport(photos, kept) });
  return missing.length === 0;
}

/**
 * What the form says of the photos after a sending: those that did not arrive (`kept`: waiting
 * in the browser for a later page), those the server refused for good, or that all arrived.
 */
function photoReport(photos: Photo[], kept: boolean): string {
  const missing = photos.filter((photo) => photo.status !== 'done');
  const later = missing.filter((photo) => !photo.refused);
  const refused = missing.filter((photo) => photo.refused);
  const said = [
    later.length
      ? photoTexts.missing(
          later.map((photo) => photo.name),
          photos.length,
          kept,
        )
      : '',
    refused.length ? photoTexts.refused(refused.map((photo) => photo.name)) : '',
  ].filter(Boolean);
  return said.length ? said.join(' ') : photoTexts.allSent(photos.length);
}

const withBlobs = (photos: Photo[]) =>
  photos.flatMap((photo) => (photo.blob ? [{ id: photo.id, name: photo.name, blob: photo.blob }] : []));

/** The request is kept for later: its photos wait with it. */
async function keepPhotos(payload: QuotePayload): Promise<void> {
  await keepPhotosForLater(payload, withBlobs(usePhotoStore.getState().photos));
}

/** Resolves once no photo is being prepared: each is then ready, or refused and gone. */
function photosPrepared(): Promise<void> {
  const preparing = () => usePhotoStore.getState().photos.some((photo) => photo.status === 'preparing');
  if (!preparing()) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = usePhotoStore.subscribe(() => {
      if (preparing()) return;
      stop();
      resolve();
    });
  });
}

/** Called when the picker appears: the submission then sends these photos with the request. */
export function registerPhotos(): void {
  registerPhotoAttachments({
    prepared: photosPrepared,
    count: () => usePhotoStore.getState().photos.filter((photo) => photo.blob).length,
    send: sendPhotos,
    keep: keepPhotos,
    reset: clearPhotos,
  });
}

/** A new request starts without the photos of the last one. */
export function clearPhotos(): void {
  for (const photo of usePhotoStore.getState().photos)
    if (photo.thumbUrl) URL.revokeObjectURL(photo.thumbUrl);
  usePhotoStore.setState({ photos: [], refusals: [], report: null, finish: null, payload: null });
}
