import { css } from '@emotion/react';
import { browserBackend, track } from '@parquet-alsace/shared/client';
import { needsScript, WithoutScriptLine } from '@parquet-alsace/shared/without-script';
import { type FormEvent, useId, useState } from 'react';
import { queueContactMessage } from '../data/queries';
import { type ContactErrors, type ContactValues, contactEmail, validateContact } from './contact-rules';
import { articleTexts } from './texts';

type Status = 'idle' | 'submitting' | 'success' | 'error';
const empty: ContactValues = { name: '', email: '', message: '' };

const fieldCss = css`
  display: flex; flex-direction: column; gap: 4px; margin-bottom: 12px; font-weight: 600;
  input, textarea { font: inherit; font-weight: 400; min-height: 44px; padding: 8px 10px; border-radius: 8px; border: 1px solid var(--c-border); background: var(--c-surfaceRaised); color: var(--c-text); }
  [aria-invalid='true'] { border-color: var(--c-danger); }
  .err { color: var(--c-danger); font-weight: 400; font-size: 0.9rem; }
`;

/** The sidebar form (docs/product-rules.md#article-contact-form); one row in email_queue per message. */
export function ContactForm({ article }: { article: { title: string; slug: string } }) {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [touched, setTouched] = useState<Partial<Record<keyof ContactValues, boolean>>>({});
  const [status, setStatus] = useState<Status>('idle');
  const id = useId();

  const change = (name: keyof ContactValues, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    setTouched((t) => ({ ...t, [name]: true }));
    setErrors(validateContact(next));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateContact(values);
    setErrors(found);
    setTouched({ name: true, email: true, message: true });
    if (Object.keys(found).length > 0) return;
    setStatus('submitting');
    try {
      const { error } = await queueContactMessage(await browserBackend(), contactEmail(values, article));
      if (error) throw error;
      setValues(empty);
      setTouched({});
      setStatus('success');
      track('blog_article_contact', { event_category: 'contact', article_title: article.title });
    } catch (error) {
      console.error(error);
      setStatus('error');
    }
  };

  if (status === 'success') {
    return (
      <div
        role="status"
        css={{
          padding: 16,
          borderRadius: 12,
          border: '2px solid var(--c-success)',
          background: 'var(--c-surfaceRaised)',
        }}
      >
        <p css={{ fontWeight: 700, margin: 0 }}>{articleTexts.form.success}</p>
        <p css={{ margin: '4px 0 0' }}>{articleTexts.form.successText}</p>
      </div>
    );
  }
  const shown = (name: keyof ContactValues) => (touched[name] ? errors[name] : undefined);
  const busy = status === 'submitting';
  const hasErrors = Object.keys(errors).some((k) => touched[k as keyof ContactValues]);
  return (
    <>
      <WithoutScriptLine what={articleTexts.form.withoutScript} />
      <form method="post" {...needsScript} noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} css={{ fontSize: '1.1rem' }}>
          {articleTexts.form.title}
        </h2>
        {(['name', 'email', 'message'] as const).map((name) => {
          const err = shown(name);
          const common = {
            id: `${id}-${name}`,
            name,
            value: values[name],
            disabled: busy,
            required: true,
            'aria-invalid': err ? true : undefined,
            'aria-describedby': err ? `${id}-${name}-err` : undefined,
          };
          return (
            <label key={name} css={fieldCss} htmlFor={`${id}-${name}`}>
              {articleTexts.form[name]}
              {name === 'message' ? (
                <textarea {...common} rows={4} onChange={(e) => change(name, e.target.value)} />
              ) : (
                <input
                  {...common}
                  type={name === 'email' ? 'email' : 'text'}
                  autoComplete={name}
                  onChange={(e) => change(name, e.target.value)}
                />
              )}
              {err && (
                <span className="err" id={`${id}-${name}-err`}>
                  {err}
                </span>
              )}
            </label>
          );
        })}
        <button
          type="submit"
          disabled={busy || hasErrors}
          css={css`width: 100%; min-height: 48px; border-radius: 999px; border: 0; background: var(--c-accent); color: var(--c-accentText); font-weight: 700; cursor: pointer; &:disabled { opacity: 0.6; cursor: not-allowed; }`}
        >
          {busy ? articleTexts.form.sending : articleTexts.form.send}
        </button>
        {status === 'error' && (
          <p role="alert" css={{ color: 'var(--c-danger)' }}>
            {articleTexts.form.error}
          </p>
        )}
      </form>
    </>
  );
}

/** Exposed as './ContactForm': an island of the article page (trigger: interaction). */
export default ContactForm;
