import type { StaffBackend } from '../backend';
import { type AdminDocument, deleteDocument } from '../documents/api';
import { deletePhoto } from '../gallery/api';
import { adminErrorReason, adminErrorText } from './admin-error';

// A deletion whose row went but whose files stayed, and one that touched no row, as the
// screens tell them apart: by the error's reason, not by its text.
function fakeBackend(rows: { id: string }[], removeFails: boolean) {
  const chain = {
    delete: () => chain,
    eq: () => chain,
    select: async () => ({ data: rows, error: null }),
  };
  return {
    from: () => chain,
    storage: {
      from: () => ({
        remove: async () => ({ data: null, error: removeFails ? { message: 'refusé' } : null }),
      }),
    },
  } as unknown as StaffBackend;
}

const doc = {
  id: 'd1',
  file_url: '/storage/v1/object/public/documents/11111111-2222-4333-8444-555555555555/fiche.pdf',
} as AdminDocument;

test('a document deleted whose file stayed in Storage is « files-left »; one not deleted is « not-staff »', async () => {
  const reasons = await Promise.all([
    deleteDocument(fakeBackend([{ id: 'd1' }], true), doc).catch(adminErrorReason),
    deleteDocument(fakeBackend([], false), doc).catch(adminErrorReason),
    deleteDocument(fakeBackend([{ id: 'd1' }], false), doc).then(() => 'deleted'),
  ]);
  expect(reasons).toEqual(['files-left', 'not-staff', 'deleted']);
});

test('a gallery photo not deleted is « not-staff », and the screen says so in its own words', async () => {
  const photo = { id: 'p1', url: 'https://site.example/media/gallery/a-960.jpg' } as Parameters<
    typeof deletePhoto
  >[1];
  const error = await deletePhoto(fakeBackend([], false), photo).catch((caught: unknown) => caught);
  expect(adminErrorReason(error)).toBe('not-staff');
  expect(adminErrorText(error, { 'not-staff': 'Plus le droit.' }, 'Échec.')).toBe('Plus le droit.');
  expect(adminErrorText(new Error('not-staff'), { 'not-staff': 'Plus le droit.' }, 'Échec.')).toBe('Échec.');
});
