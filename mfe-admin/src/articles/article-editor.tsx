import { imageProblemText } from '@parquet-alsace/shared/image-prepare';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useBackend } from '../auth/session';
import { goTo, Link } from '../router';
import { adminErrorReason } from '../ui/admin-error';
import { useFormDraft } from '../ui/form-draft';
import { PageTitle } from '../ui/page-title';
import { LoadFailed, Loading } from '../ui/states';
import {
  errorCss,
  fieldCss,
  labelCss,
  mutedCss,
  pageCss,
  panelCss,
  smallButtonCss,
  textLinkCss,
} from '../ui/styles';
import { saveArticle, slugOwner } from './api';
import { type PhotoError, PhotoRefused, uploadFeaturedImage } from './image';
import {
  type ArticleForm,
  type FormErrors,
  formFromArticle,
  frenchDateTime,
  lengthHint,
  rowFromForm,
  SLUG_FORMAT,
  type StoredArticle,
  slugify,
  statusOf,
  validateArticle,
} from './model';
import { ArticlePreview } from './preview';
import { articleQueries } from './queries';
import { articleTexts as t } from './texts';

/** An unsaved article waits in this browser, one per article and one for a new one. */
export const draftKey = (id: string | null) => `article:${id ?? 'nouveau'}`;

/**
 * The article just created in this editor: its own address replaces `nouveau/` in the address
 * bar, and the editor stays the same (nothing typed meanwhile is lost, its message stays).
 */
let justCreated: string | null = null;

const same = (a: ArticleForm, b: ArticleForm) => JSON.stringify(a) === JSON.stringify(b);

const photoMessage = (reason: PhotoError) =>
  reason === 'upload' ? t.imageUploadFailed : imageProblemText(reason);

function Field({
  label,
  error,
  hint,
  children,
}: {
  label: string;
  error?: string;
  hint?: ReactNode;
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div css={labelCss}>
      <label htmlFor={id}>{label}</label>
      {children({ id, describedBy: described || undefined, invalid: !!error })}
      {hint && (
        <span id={`${id}-hint`} css={[mutedCss, { fontWeight: 400 }]}>
          {hint}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} css={errorCss}>
          {error}
        </span>
      )}
    </div>
  );
}

function LengthHint({ value, field }: { value: string; field: Parameters<typeof lengthHint>[1] }) {
  const hint = lengthHint(value, field);
  return <span css={hint.ok ? undefined : { color: 'var(--c-text)', fontWeight: 600 }}>{hint.text}</span>;
}

function Editor({
  stored,
  categories,
}: {
  stored: StoredArticle | null;
  categories: { id: string; name: string }[];
}) {
  const backend = useBackend();
  const client = useQueryClient();
  const id = stored?.id ?? null;
  const [saved, setSaved] = useState<StoredArticle | null>(stored);
  const [base, setBase] = useState<ArticleForm>(() => formFromArticle(stored));
  const [form, setForm] = useState<ArticleForm>(base);
  const [slugTouched, setSlugTouched] = useState(!!stored);
  const [errors, setErrors] = useState<FormErrors>({});
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [photo, setPhoto] = useState<{ busy: boolean; error: string | null; done: boolean }>({
    busy: false,
    error: null,
    done: false,
  });
  const summary = useRef<HTMLParagraphElement>(null);
  const dirty = !same(form, base);

  // Nothing lost: every change waits in this browser until it is saved (localStorage: a long,
  // public text survives a crash), and leaving asks first (docs/adr-008-back-office.md).
  const draft = useFormDraft<ArticleForm>({
    key: draftKey(id),
    base,
    form,
    storage: 'local',
    isValid: (kept) => typeof kept?.content === 'string',
    onRestore: (kept) => {
      setForm(kept);
      setSlugTouched(true);
    },
  });
  useEffect(() => {
    if (outcome) summary.current?.focus();
  }, [outcome]);

  const slugValid = SLUG_FORMAT.test(form.slug);
  const owner = useQuery({
    ...articleQueries.slugOwner(backend, form.slug, id),
    enabled: slugValid,
    staleTime: 5_000,
  });

  const set = <K extends keyof ArticleForm>(key: K, value: ArticleForm[K]) =>
    setForm((current) => {
      const next = { ...current, [key]: value };
      if (key === 'title' && !slugTouched) next.slug = slugify(String(value));
      return next;
    });
  const text =
    (key: keyof ArticleForm) =>
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      set(key, event.target.value as never);

  const save = useMutation({
    mutationFn: () => saveArticle(backend, id ?? saved?.id ?? null, rowFromForm(form, saved)),
    onSuccess: (row) => {
      draft.clear();
      const next = formFromArticle(row);
      setSaved(row);
      setBase(next);
      setForm(next);
      const status = statusOf(row);
      const message = {
        ok: true,
        text:
          status === 'published'
            ? t.savedPublished
            : status === 'scheduled' && row.published_at
              ? t.savedScheduled(frenchDateTime(row.published_at))
              : t.saved,
      };
      setOutcome(message);
      void client.invalidateQueries({ queryKey: articleQueries.list(backend).queryKey });
      void client.invalidateQueries({ queryKey: articleQueries.slugs() });
      client.setQueryData(articleQueries.detail(backend, row.id).queryKey, row);
      if (!id) {
        justCreated = row.id;
        goTo(`/admin/articles/${row.id}/`, { replace: true });
      }
    },
    onError: (error: { code?: string; message?: string }) => {
      if (error.code === '23505') setErrors({ slug: t.slugTaken('…') });
      setOutcome({
        ok: false,
        text:
          adminErrorReason(error) === 'not-staff'
            ? t.notStaff
            : error.code === '23505'
              ? t.fixErrors
              : error.code === '23514'
                ? t.refused
                : t.failed,
      });
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The previous save's message goes at once: a message on screen is about this save.
    setOutcome(null);
    const found = validateArticle(form);
    const taken = slugValid ? await slugOwner(backend, form.slug, id).catch(() => null) : null;
    if (taken !== null) found.slug = t.slugTaken(taken);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setOutcome({ ok: false, text: t.fixErrors });
      return;
    }
    save.mutate();
  };

  const choosePhoto = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setPhoto({ busy: true, error: null, done: false });
    try {
      const url = await uploadFeaturedImage(backend, file);
      set('featured_image', url);
      setPhoto({ busy: false, error: null, done: true });
    } catch (error) {
      const reason = error instanceof PhotoRefused ? error.reason : 'upload';
      setPhoto({ busy: false, error: photoMessage(reason), done: false });
    }
  };

  const slugError = errors.slug ?? (owner.data ? t.slugTaken(owner.data) : undefined);
  const wasPublished = saved && statusOf(saved) === 'published';
  const photoInput = useId();

  return (
    <form onSubmit={submit} noValidate css={{ display: 'grid', gap: 20 }}>
      {draft.notice}
      <div
        css={{
          display: 'grid',
          gap: 20,
          gridTemplateColumns: 'minmax(0, 1fr)',
          '@media (min-width: 1100px)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' },
        }}
      >
        <div css={{ display: 'grid', gap: 16, alignContent: 'start' }}>
          <Field label={t.title} error={errors.title} hint={<LengthHint value={form.title} field="title" />}>
            {({ id: fieldId, describedBy, invalid }) => (
              <input
                id={fieldId}
                css={fieldCss}
                value={form.title}
                onChange={text('title')}
                aria-describedby={describedBy}
                aria-invalid={invalid}
                required
              />
            )}
          </Field>
          <Field
            label={t.slug}
            error={slugError}
            hint={
              <>
                {t.slugHint(`/blog/${form.slug || '…'}/`)}
                {wasPublished && saved && form.slug !== saved.slug ? ` ${t.slugMoved}` : ''}
              </>
            }
          >
            {({ id: fieldId, describedBy, invalid }) => (
              <input
                id={fieldId}
                css={fieldCss}
                value={form.slug}
                onChange={(event) => {
                  setSlugTouched(true);
                  set('slug', event.target.value.trim().toLowerCase());
                }}
                aria-describedby={describedBy}
                aria-invalid={invalid}
                autoCapitalize="none"
                spellCheck={false}
                required
              />
            )}
          </Field>
          <Field
            label={t.excerpt}
            error={errors.excerpt}
            hint={<LengthHint value={form.excerpt} field="excerpt" />}
          >
            {({ id: fieldId, describedBy, invalid }) => (
              <textarea
                id={fieldId}
                css={fieldCss}
                rows={3}
                value={form.excerpt}
                onChange={text('excerpt')}
                aria-describedby={describedBy}
                aria-invalid={invalid}
              />
            )}
          </Field>
          <Field label={t.category} error={errors.category_id}>
            {({ id: fieldId, describedBy, invalid }) => (
              <select
                id={fieldId}
                css={fieldCss}
                value={form.category_id}
                onChange={text('category_id')}
                aria-describedby={describedBy}
                aria-invalid={invalid}
              >
                <option value="">{t.noCategory}</option>
                {categories.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t.keywords} error={errors.keywords} hint={t.keywordsHint}>
            {({ id: fieldId, describedBy, invalid }) => (
              <input
                id={fieldId}
                css={fieldCss}
                value={form.keywords}
                onChange={text('keywords')}
                aria-describedby={describedBy}
                aria-invalid={invalid}
              />
            )}
          </Field>
          <Field
            label={t.metaTitle}
            error={errors.meta_title}
            hint={<LengthHint value={form.meta_title} field="meta_title" />}
          >
            {({ id: fieldId, describedBy, invalid }) => (
              <input
                id={fieldId}
                css={fieldCss}
                value={form.meta_title}
                onChange={text('meta_title')}
                aria-describedby={describedBy}
                aria-invalid={invalid}
              />
            )}
          </Field>
          <Field
            label={t.metaDescription}
            error={errors.meta_description}
            hint={<LengthHint value={form.meta_description} field="meta_description" />}
          >
            {({ id: fieldId, describedBy, invalid }) => (
              <textarea
                id={fieldId}
                css={fieldCss}
                rows={3}
                value={form.meta_description}
                onChange={text('meta_description')}
                aria-describedby={describedBy}
                aria-invalid={invalid}
              />
            )}
          </Field>

          <fieldset css={[panelCss, { margin: 0 }]} aria-describedby={`${photoInput}-hint`}>
            <legend css={{ fontWeight: 700, padding: '0 4px' }}>{t.image}</legend>
            {form.featured_image && (
              <img
                src={form.featured_image}
                alt={t.imageAlt}
                width={480}
                height={270}
                css={{ maxWidth: '100%', height: 'auto', borderRadius: 10 }}
              />
            )}
            <span id={`${photoInput}-hint`} css={mutedCss}>
              {t.imageHint}
            </span>
            <div css={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
              <label
                htmlFor={photoInput}
                css={[smallButtonCss(), { ':focus-within': { outline: '3px solid var(--c-link)' } }]}
              >
                {form.featured_image ? t.imageReplace : t.imageChoose}
                <input
                  id={photoInput}
                  type="file"
                  accept="image/jpeg,image/png,image/webp"
                  onChange={choosePhoto}
                  disabled={photo.busy}
                  css={{ position: 'absolute', width: 1, height: 1, opacity: 0 }}
                />
              </label>
              {form.featured_image && (
                <button type="button" css={smallButtonCss()} onClick={() => set('featured_image', '')}>
                  {t.imageRemove}
                </button>
              )}
            </div>
            <p role="status" css={{ margin: 0 }}>
              {photo.busy ? t.imagePreparing : photo.done ? t.imageReady : ''}
            </p>
            {photo.error && (
              <p role="alert" css={[errorCss, { margin: 0 }]}>
                {photo.error}
              </p>
            )}
          </fieldset>

          <Field label={t.content} error={errors.content} hint={t.contentHint}>
            {({ id: fieldId, describedBy, invalid }) => (
              <textarea
                id={fieldId}
                css={[fieldCss, { fontFamily: 'ui-monospace, monospace', minHeight: 320 }]}
                rows={18}
                value={form.content}
                onChange={text('content')}
                aria-describedby={describedBy}
                aria-invalid={invalid}
              />
            )}
          </Field>

          <fieldset css={[panelCss, { margin: 0 }]}>
            <legend css={{ fontWeight: 700, padding: '0 4px' }}>{t.publication}</legend>
            {(
              [
                ['draft', t.draft],
                ['published', t.publishNow],
                ['scheduled', t.schedule],
              ] as const
            ).map(([mode, label]) => (
              <label key={mode} css={{ display: 'flex', gap: 8, alignItems: 'center', minHeight: 32 }}>
                <input
                  type="radio"
                  name="publication"
                  value={mode}
                  checked={form.mode === mode}
                  onChange={() => set('mode', mode)}
                  css={{ width: 20, height: 20 }}
                />
                {mode === 'published' && saved?.published_at && statusOf(saved) === 'published'
                  ? t.publishedOn(frenchDateTime(saved.published_at))
                  : label}
              </label>
            ))}
            {form.mode === 'scheduled' && (
              <Field label={t.scheduleAt} error={errors.publish_at}>
                {({ id: fieldId, describedBy, invalid }) => (
                  <input
                    id={fieldId}
                    type="datetime-local"
                    css={fieldCss}
                    value={form.publish_at}
                    onChange={text('publish_at')}
                    aria-describedby={describedBy}
                    aria-invalid={invalid}
                  />
                )}
              </Field>
            )}
          </fieldset>

          <div css={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
            <button type="submit" css={smallButtonCss('primary')} disabled={save.isPending || photo.busy}>
              {save.isPending ? t.saving : t.save}
            </button>
            {dirty && <span css={mutedCss}>{t.unsaved}</span>}
          </div>
          {outcome && (
            <p
              ref={summary}
              tabIndex={-1}
              role={outcome.ok ? 'status' : 'alert'}
              css={[outcome.ok ? { fontWeight: 600 } : errorCss, { margin: 0 }]}
            >
              {outcome.text}
            </p>
          )}
        </div>
        <section aria-label={t.preview} css={[panelCss, { alignContent: 'start' }]}>
          <h2 css={{ margin: 0, fontSize: '1.1rem' }}>{t.preview}</h2>
          <h1 css={{ margin: 0, fontSize: '1.6rem' }}>{form.title}</h1>
          <ArticlePreview markdown={form.content} hero={form.featured_image || null} />
        </section>
      </div>
    </form>
  );
}

/** `/admin/articles/nouveau/` (id null) and `/admin/articles/<id>/`. */
export function ArticleEditorPage({ id }: { id: string | null }) {
  const backend = useBackend();
  const article = useQuery({
    ...articleQueries.detail(backend, id),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const categories = useQuery(articleQueries.categories(backend));
  return (
    <div css={pageCss}>
      <Link href="/admin/articles/" css={textLinkCss}>
        {t.backToList}
      </Link>
      <PageTitle>{id ? t.editTitle : t.newTitle}</PageTitle>
      {article.isPending || categories.isPending ? (
        <Loading label={t.loadingOne} />
      ) : article.isLoadingError || categories.isLoadingError ? (
        <LoadFailed
          onRetry={() => {
            void article.refetch();
            void categories.refetch();
          }}
        />
      ) : id && !article.data ? (
        <p>{t.notFound}</p>
      ) : (
        <Editor
          key={!id || id === justCreated ? 'nouveau' : id}
          stored={article.data ?? null}
          categories={categories.data ?? []}
        />
      )}
    </div>
  );
}
