// The JSON bodies of the Storage API, one zod schema per endpoint group, read as hosted Storage
// reads them: the first field refused answers 400 InvalidRequest with its French message; a
// field that is only read leniently (a prefix, a sort) keeps its default when it has the wrong type.
import { z } from 'zod';
import { StorageApiError } from './storage-common.ts';

/** The body's fields as its schema reads them, or the first field's refusal (400 InvalidRequest). */
export function storageFields<S extends z.ZodType>(schema: S, body: Record<string, unknown>): z.output<S> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  throw new StorageApiError(400, 'InvalidRequest', result.error.issues[0]?.message ?? 'Corps JSON invalide.');
}

const SIZE_FORMAT = 'Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B';
const UNITS = { gb: 1e9, mb: 1e6, kb: 1e3, b: 1 } as const;

/**
 * `file_size_limit`: a number of bytes or a size such as '20MB' (as hosted reads it), or null
 * for no limit.
 */
const fileSizeLimit = z.unknown().transform((value, ctx) => {
  if (value === null) return null;
  let bytes = Number.NaN;
  if (typeof value === 'number') bytes = value;
  else if (typeof value === 'string') {
    const match = /^([0-9]+(?:\.[0-9]+)?)(gb|mb|kb|b)$/i.exec(value.trim());
    if (match) bytes = Math.round(Number(match[1]) * UNITS[(match[2] as string).toLowerCase() as 'b']);
  }
  if (Number.isSafeInteger(bytes) && bytes >= 1) return bytes;
  ctx.addIssue({ code: 'custom', message: SIZE_FORMAT });
  return z.NEVER;
});

/** `allowed_mime_types`: an array of types (empty entries dropped), or null for any type. */
const allowedTypes = z.unknown().transform((value, ctx) => {
  if (value === null) return null;
  if (Array.isArray(value) && value.every((type) => typeof type === 'string'))
    return value.filter((type) => type.trim() !== '');
  ctx.addIssue({ code: 'custom', message: 'allowed_mime_types : un tableau de types est attendu.' });
  return z.NEVER;
});

/** Buckets created and changed (createBucket, updateBucket). */
export const bucketBodies = {
  create: z.object({
    id: z.unknown().optional(),
    name: z.unknown().optional(),
    public: z.preprocess((value) => value === true, z.boolean()),
    file_size_limit: fileSizeLimit.optional(),
    allowed_mime_types: allowedTypes.optional(),
  }),
  /** Only the fields given change (at least one, checked by the route). */
  update: z.object({
    public: z.boolean({ error: 'public : true ou false est attendu.' }).optional(),
    file_size_limit: fileSizeLimit.optional(),
    allowed_mime_types: allowedTypes.optional(),
  }),
};

const EXPIRES_IN = 'expiresIn doit être un nombre entier de secondes.';
/** `expiresIn`: whole seconds, at least 1 (a numeric string is read as its number). */
const expiresIn = z
  .unknown()
  .transform((value) => Number(value))
  .pipe(z.number({ error: EXPIRES_IN }).int({ error: EXPIRES_IN }).min(1, { error: EXPIRES_IN }));
const PATHS = 'paths : de 1 à 1000 noms de fichiers attendus.';

/** Signed download links: one (createSignedUrl), several (createSignedUrls). */
export const signBodies = {
  one: z.object({ expiresIn }),
  many: (longestSeconds: number) =>
    z.object({
      expiresIn: expiresIn.pipe(z.number().max(longestSeconds, { error: EXPIRES_IN })),
      paths: z.array(z.string(), { error: PATHS }).min(1, { error: PATHS }).max(1000, { error: PATHS }),
    }),
};

/** A text read leniently: anything but a string is empty. */
const lenientText = z.string().catch('');
/** A sort read leniently: any object, else none. */
const sortBy = z
  .object({ column: z.unknown().optional(), order: z.unknown().optional() })
  .catch({})
  .optional();
const PREFIXES = 'prefixes : de 1 à 1000 noms de fichiers attendus.';

/** Listing, removing, moving and copying objects. */
export const objectBodies = {
  /** list (storage.search): a folder level. */
  list: z.object({
    prefix: lenientText,
    limit: z.unknown().optional(),
    offset: z.unknown().optional(),
    search: lenientText,
    sortBy,
  }),
  /** list-v2: one page under a prefix, folders when asked, from a cursor. */
  listV2: z.object({
    prefix: lenientText,
    limit: z.unknown().optional(),
    with_delimiter: z.preprocess((value) => value === true, z.boolean()),
    sortBy,
    cursor: z.unknown().optional(),
  }),
  /** remove: names, or `{ path }` objects. */
  remove: z.object({
    prefixes: z
      .array(z.unknown(), { error: PREFIXES })
      .min(1, { error: PREFIXES })
      .max(1000, { error: PREFIXES }),
  }),
  /** move and copy: the source and the destination (in the same bucket unless named). */
  moveOrCopy: z.object({
    bucketId: z.unknown().optional(),
    destinationBucket: z.unknown().optional(),
    sourceKey: z.unknown().optional(),
    destinationKey: z.unknown().optional(),
  }),
};
