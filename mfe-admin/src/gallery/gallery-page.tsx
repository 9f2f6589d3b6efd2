import { ImageRefused, imageProblemText } from '@parquet-alsace/shared/image-prepare';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useBackend } from '../auth/session';
import { NoticeLine, OutcomeSummary, SubmitRow } from '../ui/form-parts';
import { PageTitle } from '../ui/page-title';
import { failureNotice, type Notice, PublishedItem } from '../ui/published-item';
import { LoadFailed, Loading } from '../ui/states';
import { errorCss, fieldCss, labelCss, mutedCss, pageCss, panelCss, smallButtonCss } from '../ui/styles';
import {
  type AdminPhoto,
  deletePhoto,
  moved,
  type PhotoFields,
  publishPhoto,
  reorderPhotos,
  updatePhoto,
} from './api';
import { preparePhoto, sourceProblem } from './prepare';
import { galleryQueries } from './queries';
import { galleryTexts as t } from './texts';

const LIMITS = { category: 80, location: 120, description: 500, alt: 300 } as const;

/** French messages of the fields that break the database's limits (the database checks them again). */
export function photoFieldErrors(fields: PhotoFields): Partial<Record<keyof PhotoFields, string>> {
  const errors: Partial<Record<keyof PhotoFields, string>> = {};
  for (const key of ['category', 'location', 'description', 'alt'] as const) {
    const value = fields[key].trim();
    if (key !== 'alt' && value === '') errors[key] = t.required;
    else if (value.length > LIMITS[key]) errors[key] = t.tooLong(LIMITS[key]);
  }
  return errors;
}

const nameOf = (photo: Pick<AdminPhoto, 'category' | 'location' | 'description'>) =>
  [photo.category, photo.location].filter(Boolean).join(', ') || photo.description;

function PhotoFieldsEditor({
  prefix,
  fields,
  errors,
  categories,
  onChange,
}: {
  prefix: string;
  fields: PhotoFields;
  errors: Partial<Record<keyof PhotoFields, string>>;
  categories: string[];
  onChange: (fields: PhotoFields) => void;
}) {
  const field = (key: keyof PhotoFields, label: string, multiline = false, hint?: string) => {
    const id = `${prefix}-${key}`;
    const error = errors[key];
    const described = [hint && `${id}-aide`, error && `${id}-erreur`].filter(Boolean).join(' ') || undefined;
    const common = {
      id,
      value: fields[key],
      maxLength: LIMITS[key],
      'aria-invalid': error ? true : undefined,
      'aria-describedby': described,
      css: fieldCss,
    };
    return (
      <div css={labelCss}>
        <label htmlFor={id}>{label}</label>
        {hint && (
          <span id={`${id}-aide`} css={[mutedCss, { fontWeight: 400 }]}>
            {hint}
          </span>
        )}
        {multiline ? (
          <textarea
            {...common}
            rows={3}
            onChange={(event) => onChange({ ...fields, [key]: event.target.value })}
          />
        ) : (
          <input
            {...common}
            list={key === 'category' ? `${prefix}-categories` : undefined}
            onChange={(event) => onChange({ ...fields, [key]: event.target.value })}
          />
        )}
        {error && (
          <span id={`${id}-erreur`} css={errorCss}>
            {error}
          </span>
        )}
      </div>
    );
  };
  return (
    <div css={{ display: 'grid', gap: 12, minWidth: 0 }}>
      <datalist id={`${prefix}-categories`}>
        {categories.map((category) => (
          <option key={category} value={category} />
        ))}
      </datalist>
      {field('category', t.category)}
      {field('location', t.location)}
      {field('description', t.description, true)}
      {field('alt', t.alt, false, t.altHint)}
    </div>
  );
}

interface Chosen {
  key: string;
  file: File;
  preview: string;
  fields: PhotoFields;
  errors: Partial<Record<keyof PhotoFields, string>>;
  status: string | null;
  failure: string | null;
}

const emptyFields: PhotoFields = { category: '', location: '', description: '', alt: '' };

/** Choose several photos, describe each, publish them at the top of the gallery. */
function AddPhotos({ photos }: { photos: AdminPhoto[] }) {
  const backend = useBackend();
  const client = useQueryClient();
  const [chosen, setChosen] = useState<Chosen[]>([]);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Notice>(null);
  const summary = useRef<HTMLParagraphElement>(null);
  const categories = [...new Set(photos.map((photo) => photo.category))];
  const inputId = useId();

  useEffect(() => {
    if (outcome) summary.current?.focus();
  }, [outcome]);
  // Previews are blobs of this page: released when a photo leaves the list.
  const previews = useRef(new Set<string>());
  useEffect(
    () => () => {
      for (const url of previews.current) URL.revokeObjectURL(url);
    },
    [],
  );

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const added = files.map((file): Chosen => {
      const problem = sourceProblem(file);
      const preview = problem === 'type' ? '' : URL.createObjectURL(file);
      if (preview) previews.current.add(preview);
      return {
        key: crypto.randomUUID(),
        file,
        preview,
        fields: emptyFields,
        errors: {},
        status: null,
        failure: problem === 'type' ? t.notImage : problem === 'size' ? t.tooHeavy : null,
      };
    });
    setChosen((list) => [...list, ...added]);
    setOutcome(null);
  };
  const patch = (key: string, change: Partial<Chosen>) =>
    setChosen((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));
  const drop = (item: Chosen) => {
    if (item.preview) {
      URL.revokeObjectURL(item.preview);
      previews.current.delete(item.preview);
    }
    setChosen((list) => list.filter((each) => each.key !== item.key));
  };

  const publish = async (event: FormEvent) => {
    event.preventDefault();
    const checked = chosen.map((item) => ({ ...item, errors: photoFieldErrors(item.fields) }));
    setChosen(checked);
    const invalid = checked.reduce((sum, item) => sum + Object.keys(item.errors).length, 0);
    if (invalid > 0) {
      setOutcome({ ok: false, text: t.fix(invalid) });
      return;
    }
    const ready = checked.filter((item) => !item.failure || item.failure === t.uploadFailed);
    if (ready.length === 0) return;
    setBusy(true);
    setOutcome(null);
    // New photos go first, in the order they were chosen.
    const first = photos.reduce((min, photo) => Math.min(min, photo.order), 1);
    let done = 0;
    for (const [index, item] of ready.entries()) {
      patch(item.key, { status: t.preparing, failure: null });
      try {
        const files = await preparePhoto(item.file).catch((error: unknown) => {
          throw new Error(error instanceof ImageRefused ? error.message : imageProblemText('unreadable'));
        });
        patch(item.key, { status: t.sending });
        const fields = Object.fromEntries(
          Object.entries(item.fields).map(([key, value]) => [key, value.trim()]),
        ) as unknown as PhotoFields;
        await publishPhoto(backend, files, fields, first - ready.length + index).catch(() => {
          throw new Error(t.uploadFailed);
        });
        done += 1;
        drop(item);
      } catch (error) {
        patch(item.key, { status: null, failure: (error as Error).message });
      }
    }
    setBusy(false);
    await client.invalidateQueries({ queryKey: galleryQueries.photos(backend).queryKey });
    const left = ready.length - done;
    setOutcome(left === 0 ? { ok: true, text: t.published(done) } : { ok: false, text: t.uploadFailed });
  };

  return (
    <section css={panelCss} aria-labelledby={`${inputId}-titre`}>
      <h2 id={`${inputId}-titre`} css={{ margin: 0, fontSize: '1.2rem' }}>
        {t.addTitle}
      </h2>
      <div css={labelCss}>
        <label htmlFor={inputId}>{t.choose}</label>
        <span id={`${inputId}-aide`} css={[mutedCss, { fontWeight: 400 }]}>
          {t.chooseHint}
        </span>
        <input
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/heic,image/heif"
          multiple
          aria-describedby={`${inputId}-aide`}
          disabled={busy}
          onChange={choose}
          css={[fieldCss, { minHeight: 44 }]}
        />
      </div>
      {chosen.length > 0 && (
        <form onSubmit={publish} noValidate css={{ display: 'grid', gap: 16 }}>
          <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 16 }}>
            {chosen.map((item) => (
              <li
                key={item.key}
                css={{
                  display: 'grid',
                  gap: 12,
                  gridTemplateColumns: 'minmax(0, 1fr)',
                  '@media (min-width: 720px)': { gridTemplateColumns: '200px minmax(0, 1fr)' },
                  paddingBottom: 16,
                  borderBottom: '1px solid var(--c-border)',
                }}
              >
                <div css={{ display: 'grid', gap: 8, alignContent: 'start' }}>
                  {item.preview && (
                    <img
                      src={item.preview}
                      alt={t.preview(item.file.name)}
                      css={{ width: '100%', maxWidth: 200, borderRadius: 8 }}
                    />
                  )}
                  <span css={[mutedCss, { overflowWrap: 'anywhere' }]}>{item.file.name}</span>
                  <button
                    type="button"
                    css={smallButtonCss()}
                    disabled={busy}
                    aria-label={t.removeChosen(item.file.name)}
                    onClick={() => drop(item)}
                  >
                    {t.remove}
                  </button>
                </div>
                <div css={{ display: 'grid', gap: 8, minWidth: 0 }}>
                  <PhotoFieldsEditor
                    prefix={`photo-${item.key}`}
                    fields={item.fields}
                    errors={item.errors}
                    categories={categories}
                    onChange={(fields) => patch(item.key, { fields })}
                  />
                  {item.status && (
                    <p role="status" css={[mutedCss, { margin: 0 }]}>
                      {item.status}
                    </p>
                  )}
                  {item.failure && (
                    <p role="alert" css={[errorCss, { margin: 0 }]}>
                      {item.failure}
                    </p>
                  )}
                </div>
              </li>
            ))}
          </ul>
          <SubmitRow busy={busy} label={t.publish(chosen.length)} busyLabel={t.publishing} />
        </form>
      )}
      <OutcomeSummary ref={summary} outcome={outcome} />
    </section>
  );
}

const trimmedFields = (fields: PhotoFields) =>
  Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [key, value.trim()]),
  ) as unknown as PhotoFields;

function PhotoItem({
  photo,
  position,
  count,
  categories,
  onMove,
  onNotice,
}: {
  photo: AdminPhoto;
  position: number;
  count: number;
  categories: string[];
  onMove: (id: string, step: -1 | 1) => void;
  onNotice: (notice: Notice) => void;
}) {
  const backend = useBackend();
  const client = useQueryClient();
  const name = nameOf(photo);
  const texts = {
    ...t,
    confirmRemove: t.confirmRemove,
    editLabel: t.editLabel(name),
    removeLabel: t.removeLabel(name),
  };
  const refresh = () => client.invalidateQueries({ queryKey: galleryQueries.photos(backend).queryKey });
  const visibility = useMutation({
    mutationFn: () => updatePhoto(backend, photo.id, { published: !photo.published }),
    onSuccess: () => {
      onNotice({ ok: true, text: photo.published ? t.nowHidden : t.nowShown });
      return refresh();
    },
    onError: (error: Error) => onNotice(failureNotice(texts, error)),
  });

  return (
    <PublishedItem<PhotoFields>
      id={photo.id}
      draftKey={`galerie:${photo.id}`}
      stored={{
        category: photo.category,
        location: photo.location,
        description: photo.description,
        alt: photo.alt ?? '',
      }}
      texts={texts}
      clean={trimmedFields}
      validate={photoFieldErrors}
      save={(fields) => updatePhoto(backend, photo.id, fields)}
      remove={() => deletePhoto(backend, photo)}
      refresh={refresh}
      onNotice={onNotice}
      renderFields={(props) => <PhotoFieldsEditor {...props} categories={categories} />}
      media={
        <img
          src={photo.url}
          alt={photo.alt ?? ''}
          width={photo.width}
          height={photo.height}
          loading="lazy"
          css={{
            width: '100%',
            maxWidth: 160,
            height: 'auto',
            borderRadius: 8,
            opacity: photo.published ? 1 : 0.6,
          }}
        />
      }
      summary={
        <>
          <p css={{ margin: 0, fontWeight: 700 }}>
            <span css={mutedCss}>{t.position(position, count)} · </span>
            {photo.category}
            {photo.location ? ` · ${photo.location}` : ''}
            {!photo.published && (
              <span
                css={{
                  marginLeft: 8,
                  padding: '0 8px',
                  borderRadius: 999,
                  border: '1px solid var(--c-border)',
                  fontWeight: 600,
                }}
              >
                {t.hidden}
              </span>
            )}
          </p>
          <p css={{ margin: 0, overflowWrap: 'anywhere' }}>{photo.description}</p>
        </>
      }
      actions={
        <>
          <button
            type="button"
            id={`monter-${photo.id}`}
            css={smallButtonCss()}
            aria-label={t.upLabel(name)}
            disabled={position === 1}
            onClick={() => onMove(photo.id, -1)}
          >
            ↑ {t.up}
          </button>
          <button
            type="button"
            id={`descendre-${photo.id}`}
            css={smallButtonCss()}
            aria-label={t.downLabel(name)}
            disabled={position === count}
            onClick={() => onMove(photo.id, 1)}
          >
            ↓ {t.down}
          </button>
          <button
            type="button"
            css={smallButtonCss()}
            aria-label={photo.published ? t.hideLabel(name) : t.showLabel(name)}
            disabled={visibility.isPending}
            onClick={() => visibility.mutate()}
          >
            {photo.published ? t.hide : t.show}
          </button>
        </>
      }
    />
  );
}

/** "Galerie": add photos from a phone, describe, order, hide or delete them. */
export function GalleryPage() {
  const backend = useBackend();
  const client = useQueryClient();
  const photos = useQuery(galleryQueries.photos(backend));
  const [notice, setNotice] = useState<Notice>(null);
  const focusAfterMove = useRef<{ id: string; step: -1 | 1; to: number } | null>(null);
  const reorder = useMutation({
    mutationFn: (ids: string[]) => reorderPhotos(backend, ids),
    onMutate: async (ids) => {
      await client.cancelQueries({ queryKey: galleryQueries.photos(backend).queryKey });
      const key = galleryQueries.photos(backend).queryKey;
      const before = client.getQueryData(key);
      if (before) {
        const byId = new Map(before.map((photo) => [photo.id, photo]));
        client.setQueryData(
          key,
          ids.flatMap((id, index) => {
            const photo = byId.get(id);
            return photo ? [{ ...photo, order: index + 1 }] : [];
          }),
        );
      }
      return { before };
    },
    onError: (_error, _ids, context) => {
      if (context?.before) client.setQueryData(galleryQueries.photos(backend).queryKey, context.before);
      setNotice({ ok: false, text: t.failed });
    },
    onSettled: () => client.invalidateQueries({ queryKey: galleryQueries.photos(backend).queryKey }),
  });

  const list = photos.data ?? [];
  const move = (id: string, step: -1 | 1) => {
    const next = moved(
      list.map((photo) => photo.id),
      id,
      step,
    );
    if (!next) return;
    focusAfterMove.current = { id, step, to: next.indexOf(id) };
    setNotice({ ok: true, text: t.movedTo(next.indexOf(id) + 1, next.length) });
    reorder.mutate(next);
  };
  // The moved photo keeps the focus: the same button, or the other one at an end of the list.
  useEffect(() => {
    const target = focusAfterMove.current;
    // Once the list shows the photo at its new place (its buttons enabled or not accordingly).
    if (!target || list.findIndex((photo) => photo.id === target.id) !== target.to) return;
    focusAfterMove.current = null;
    const same = document.getElementById(`${target.step < 0 ? 'monter' : 'descendre'}-${target.id}`);
    const other = document.getElementById(`${target.step < 0 ? 'descendre' : 'monter'}-${target.id}`);
    ((same as HTMLButtonElement | null)?.disabled ? other : same)?.focus();
  });

  const categories = [...new Set(list.map((photo) => photo.category))];
  return (
    <div css={pageCss}>
      <PageTitle>{t.title}</PageTitle>
      <p css={[mutedCss, { margin: 0 }]}>{t.intro}</p>
      {photos.isPending ? (
        <Loading />
      ) : photos.isError ? (
        <LoadFailed onRetry={() => photos.refetch()} />
      ) : (
        <>
          <AddPhotos photos={list} />
          <section css={panelCss} aria-labelledby="galerie-liste">
            <h2 id="galerie-liste" css={{ margin: 0, fontSize: '1.2rem' }}>
              {t.listTitle(list.length)}
            </h2>
            <NoticeLine notice={notice} />
            {list.length === 0 ? (
              <p css={mutedCss}>{t.empty}</p>
            ) : (
              <ol css={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {list.map((photo, index) => (
                  <PhotoItem
                    key={photo.id}
                    photo={photo}
                    position={index + 1}
                    count={list.length}
                    categories={categories}
                    onMove={move}
                    onNotice={setNotice}
                  />
                ))}
              </ol>
            )}
          </section>
        </>
      )}
    </div>
  );
}
