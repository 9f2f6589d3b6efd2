import { css } from '@emotion/react';
import { Button, browserBackend, buttonCss, Spinner, track } from '@parquet-alsace/shared/client';
import { needsScript, WithoutScriptLine } from '@parquet-alsace/shared/without-script';
import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { submitReview } from '../data/queries';
import {
  type DraftErrors,
  emptyDraft,
  type ReviewDraft,
  reviewRow,
  teamOptions,
  validateReview,
} from './review-rules';
import { interventionTypes, formTexts as t } from './texts';

type Status = 'editing' | 'submitting' | 'success' | 'error';
type TextField = Exclude<keyof ReviewDraft, 'rating'>;

// Every column is minmax(0, 1fr) and fieldsets have min-width 0: a fieldset, a grid item and a
// select are otherwise as wide as their longest option, wider than a 320 px phone.
const formCss = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 24px;
  max-width: 720px;
  fieldset {
    border: 1px solid var(--c-border);
    border-radius: 12px;
    padding: 16px clamp(12px, 4vw, 20px) 20px;
    margin: 0;
    min-width: 0;
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: 16px;
    background: var(--c-surfaceRaised);
  }
  legend { font-weight: 700; font-size: 1.1rem; padding: 0 6px; }
  .field { display: grid; grid-template-columns: minmax(0, 1fr); gap: 6px; }
  .field label { font-weight: 600; }
  input:not([type='radio']), select, textarea {
    width: 100%;
    min-height: 44px;
    padding: 10px 12px;
    border: 1px solid var(--c-border);
    border-radius: 8px;
    background: var(--c-surface);
    color: var(--c-text);
    font: inherit;
  }
  textarea { min-height: 140px; resize: vertical; }
  [aria-invalid='true'] { border-color: var(--c-danger) !important; border-width: 2px !important; }
  .error { color: var(--c-danger); font-weight: 600; margin: 0; }
  .hint { color: var(--c-textMuted); font-size: 0.9rem; margin: 0; }
`;

const starsCss = css`
  display: flex;
  gap: 4px;
  input { position: absolute; opacity: 0; width: 1px; height: 1px; }
  label { font-size: 2rem; line-height: 1; cursor: pointer; color: var(--c-border); padding: 4px; border-radius: 6px; }
  label[data-on='true'] { color: var(--c-accent); }
  input:focus-visible + label { outline: 3px solid var(--c-link); outline-offset: 2px; }
`;

/**
 * The review form and its thanks (an island, woken by the first interaction: a form sent before
 * its code ran is sent again once it has, and what was typed is kept).
 */
export default function ReviewForm() {
  const [draft, setDraft] = useState<ReviewDraft>(emptyDraft);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [status, setStatus] = useState<Status>('editing');
  const formRef = useRef<HTMLFormElement>(null);
  const thanksRef = useRef<HTMLHeadingElement>(null);
  const ids = useId();

  useEffect(() => {
    if (status === 'success') {
      window.scrollTo({ top: 0, behavior: 'smooth' });
      thanksRef.current?.focus();
    }
  }, [status]);

  const onChange =
    (field: TextField) =>
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      const value = event.target.value;
      setDraft((d) => ({ ...d, [field]: value }));
      if (field in errors) setErrors(({ [field as keyof DraftErrors]: _cleared, ...rest }) => rest);
    };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateReview(draft);
    setErrors(found);
    const first = (['name', 'email', 'title', 'content'] as const).find((f) => found[f]);
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setStatus('submitting');
    try {
      // No .select(): anon may not read a pending review back.
      const { error } = await submitReview(await browserBackend(), reviewRow(draft));
      if (error) throw error;
      track('review_submission', {
        event_category: 'engagement',
        event_label: 'customer_review',
        rating: reviewRow(draft).rating,
      });
      setDraft(emptyDraft);
      setStatus('success');
    } catch (error) {
      console.error("Envoi de l'avis impossible", error);
      setStatus('error');
    }
  };

  const field = (
    name: TextField,
    label: string,
    input: (p: Record<string, unknown>) => React.ReactNode,
    opts: { required?: boolean; hint?: string } = {},
  ) => {
    const id = `${ids}-${name}`;
    const error = errors[name as keyof DraftErrors];
    const describedBy =
      [opts.hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
    return (
      <div className="field">
        <label htmlFor={id}>
          {label}
          {opts.required && <span aria-hidden="true"> *</span>}
        </label>
        {opts.hint && (
          <p className="hint" id={`${id}-hint`}>
            {opts.hint}
          </p>
        )}
        {input({
          id,
          name,
          value: draft[name],
          onChange: onChange(name),
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedBy,
          'aria-required': opts.required || undefined,
        })}
        {error && (
          <p className="error" id={`${id}-error`}>
            {error}
          </p>
        )}
      </div>
    );
  };

  if (status === 'success') {
    return (
      <section css={css`max-width: 720px; padding: 32px 0 64px;`} aria-labelledby="thanks-title">
        <h1 id="thanks-title" ref={thanksRef} tabIndex={-1}>
          {t.thanksTitle}
        </h1>
        <p role="status">{t.thanksText}</p>
        <div css={css`display: flex; gap: 12px; flex-wrap: wrap; margin-top: 24px;`}>
          <a href="/reviews/" css={buttonCss('primary')}>
            {t.thanksBack}
          </a>
          <a href="/" css={buttonCss('secondary')}>
            {t.thanksHome}
          </a>
        </div>
      </section>
    );
  }

  const busy = status === 'submitting';
  return (
    <>
      <h1>{t.title}</h1>
      <p>{t.intro}</p>
      <p className="hint" css={css`color: var(--c-textMuted);`}>
        {t.required}
      </p>
      {status === 'error' && (
        <div
          role="alert"
          css={css`max-width: 720px; margin: 16px 0; padding: 12px 16px; border: 2px solid var(--c-danger); border-radius: 8px; color: var(--c-danger); font-weight: 600;`}
        >
          {t.submitError}
        </div>
      )}
      <WithoutScriptLine what={t.withoutScript} />
      <form
        ref={formRef}
        method="post"
        {...needsScript}
        noValidate
        onSubmit={submit}
        css={formCss}
        aria-busy={busy}
        style={{ marginBottom: 64 }}
      >
        <fieldset disabled={busy}>
          <legend>{t.blockAbout}</legend>
          {field(
            'name',
            t.name,
            (p) => (
              <input {...p} type="text" autoComplete="name" maxLength={120} />
            ),
            { required: true },
          )}
          {field(
            'email',
            t.email,
            (p) => (
              <input {...p} type="email" autoComplete="email" maxLength={254} />
            ),
            { required: true, hint: t.emailHint },
          )}
        </fieldset>

        <fieldset disabled={busy}>
          <legend>{t.blockReview}</legend>
          <fieldset css={css`border: none !important; padding: 0 !important; background: none !important;`}>
            <legend
              css={css`font-size: 1rem !important; font-weight: 600 !important; padding: 0 !important;`}
            >
              {t.rating}
            </legend>
            <div css={starsCss}>
              {[1, 2, 3, 4, 5].map((n) => (
                <span key={n}>
                  <input
                    type="radio"
                    id={`${ids}-rating-${n}`}
                    name="rating"
                    value={n}
                    checked={draft.rating === n}
                    onChange={() => setDraft((d) => ({ ...d, rating: n }))}
                  />
                  <label htmlFor={`${ids}-rating-${n}`} data-on={n <= draft.rating} title={t.star(n)}>
                    <span aria-hidden="true">★</span>
                    <span className="visually-hidden">{t.star(n)}</span>
                  </label>
                </span>
              ))}
            </div>
          </fieldset>
          {field(
            'title',
            t.reviewTitle,
            (p) => (
              <input {...p} type="text" maxLength={200} />
            ),
            { required: true },
          )}
          {field(
            'content',
            t.content,
            (p) => (
              <textarea {...p} maxLength={4000} rows={6} />
            ),
            { required: true },
          )}
        </fieldset>

        <fieldset disabled={busy}>
          <legend>{t.blockDetails}</legend>
          {field('interventionType', t.interventionType, (p) => (
            <select {...p}>
              <option value="">{t.choose}</option>
              {interventionTypes.map((v) => (
                <option key={v} value={v}>
                  {v}
                </option>
              ))}
            </select>
          ))}
          {field('team', t.team, (p) => (
            <select {...p}>
              <option value="">{t.choose}</option>
              {teamOptions.map((v) => (
                <option key={v} value={v}>
                  {v}
                </option>
              ))}
            </select>
          ))}
          {field('location', t.location, (p) => (
            <input {...p} type="text" autoComplete="address-level2" maxLength={120} />
          ))}
          {field('interventionDate', t.interventionDate, (p) => (
            <input {...p} type="month" />
          ))}
          {field('suggestions', t.suggestions, (p) => (
            <textarea {...p} maxLength={500} rows={3} />
          ))}
        </fieldset>

        <div>
          <Button type="submit" disabled={busy}>
            {busy ? t.submitting : t.submit}
          </Button>
          {busy && <Spinner label={t.submitting} />}
        </div>
      </form>
    </>
  );
}
