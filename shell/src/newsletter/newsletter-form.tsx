import { css } from '@emotion/react';
import { Button, browserBackend, business } from '@parquet-alsace/shared/client';
import { isValidEmail, quoteMessages } from '@parquet-alsace/shared/quote';
import { type FormEvent, useState } from 'react';
import { subscribeToNewsletter } from '../data/queries';

export const newsletterTexts = {
  title: 'Newsletter',
  intro: 'Conseils d’entretien et actualités de nos chantiers, une fois par mois au plus.',
  label: 'Votre adresse e-mail',
  submit: 'S’inscrire',
  success: 'Inscription réussie\u202f! Merci de votre confiance.',
  error: 'Une erreur est survenue. Veuillez réessayer.',
  withoutScript: 'L’inscription à la newsletter',
  /** The site's one e-mail rule and message (one plain address). */
  invalid: quoteMessages.email,
};

type Status = 'idle' | 'invalid' | 'loading' | 'success' | 'error';

/** Adds the address to newsletter_subscribers. An address already subscribed counts as a success. */
export async function subscribe(email: string): Promise<void> {
  const { error } = await subscribeToNewsletter(await browserBackend(), email.trim());
  if (error && error.code !== '23505') throw error;
}

export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>('idle');

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!isValidEmail(email)) {
      setStatus('invalid');
      return;
    }
    setStatus('loading');
    try {
      await subscribe(email);
      setEmail('');
      setStatus('success');
    } catch (error) {
      console.error('Inscription à la newsletter impossible', error);
      setStatus('error');
    }
  }

  return (
    <form
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="newsletter-title"
      css={css`display: grid; gap: 8px;`}
    >
      <h2 id="newsletter-title" css={css`font-size: 1.1rem;`}>
        {newsletterTexts.title}
      </h2>
      <p css={css`margin: 0; color: var(--c-textMuted);`}>{newsletterTexts.intro}</p>
      {/* The shell's copy of shared/without-script's line: importing that entry here would make
          the host provide it, and every page's runtime would name it. */}
      <p className="without-script">
        {newsletterTexts.withoutScript} fonctionne avec JavaScript, désactivé sur votre navigateur.
        Appelez-nous au <a href={business.phone.href}>{business.phone.display}</a>.
      </p>
      <div data-needs-script="">
        <label htmlFor="newsletter-email" className="visually-hidden">
          {newsletterTexts.label}
        </label>
        <div css={css`display: flex; gap: 8px; flex-wrap: wrap;`}>
          <input
            id="newsletter-email"
            type="email"
            required
            autoComplete="email"
            placeholder="vous@exemple.fr"
            value={email}
            aria-invalid={status === 'invalid' ? true : undefined}
            aria-describedby="newsletter-status"
            onChange={(e) => {
              setEmail(e.target.value);
              if (status === 'invalid') setStatus('idle');
            }}
            disabled={status === 'loading'}
            css={css`flex: 1 1 200px; min-height: 48px; padding: 0 14px; border-radius: 999px; border: 1px solid var(--c-border); background: var(--c-bg);`}
          />
          <Button type="submit" disabled={status === 'loading'} aria-busy={status === 'loading'}>
            {status === 'loading' && (
              <span
                aria-hidden="true"
                css={css`width: 16px; height: 16px; border: 2px solid currentColor; border-right-color: transparent; border-radius: 50%; animation: site-spin .8s linear infinite; @keyframes site-spin { to { transform: rotate(360deg); } }`}
              />
            )}
            {newsletterTexts.submit}
          </Button>
        </div>
        <p id="newsletter-status" role="status" css={css`margin: 0; min-height: 1.6em;`}>
          {status === 'invalid' && <span css={css`color: var(--c-danger);`}>{newsletterTexts.invalid}</span>}
          {status === 'success' && <span css={css`color: var(--c-success);`}>{newsletterTexts.success}</span>}
          {status === 'error' && <span css={css`color: var(--c-danger);`}>{newsletterTexts.error}</span>}
        </p>
      </div>
    </form>
  );
}
