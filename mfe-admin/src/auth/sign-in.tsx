import { type FormEvent, useId, useState } from 'react';
import type { StaffBackend } from '../backend';
import { errorCss, fieldCss, labelCss, mutedCss, panelCss, smallButtonCss } from '../ui/styles';
import { signInError } from './errors';
import { authTexts as t } from './texts';

type Pending = 'password' | 'link' | null;

/**
 * Sign-in by password or by a link sent by e-mail. No sign-up: accounts are opened by the
 * business (`npm run staff`). The page asked for (a lead from the notification e-mail) stays
 * in the address and shows once signed in; a magic link brings the browser back to it.
 */
export function SignIn({
  backend,
  linkError,
  notice = null,
}: {
  backend: StaffBackend;
  linkError: boolean;
  /** Why the previous sign-in ended (an account that is not staff). */
  notice?: string | null;
}) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState<Pending>(null);
  const [error, setError] = useState<string | null>(notice ?? (linkError ? t.linkExpired : null));
  const [sent, setSent] = useState<string | null>(null);
  const errorId = useId();

  const signIn = async (event: FormEvent) => {
    event.preventDefault();
    setSent(null);
    if (!email.trim()) return setError(t.emailMissing);
    if (!password) return setError(t.passwordMissing);
    setPending('password');
    setError(null);
    try {
      const { error: failure } = await backend.auth.signInWithPassword({ email: email.trim(), password });
      if (failure) setError(signInError(failure));
    } catch (failure) {
      setError(signInError(failure));
    } finally {
      setPending(null);
    }
  };

  const sendLink = async () => {
    setSent(null);
    if (!email.trim()) return setError(t.emailMissing);
    setPending('link');
    setError(null);
    try {
      const { error: failure } = await backend.auth.signInWithOtp({
        email: email.trim(),
        options: {
          shouldCreateUser: false,
          emailRedirectTo: `${window.location.origin}${window.location.pathname}${window.location.search}`,
        },
      });
      // An unknown address is not told apart from a known one.
      if (failure && failure.status !== 400 && failure.status !== 422) setError(signInError(failure));
      else setSent(email.trim());
    } catch (failure) {
      setError(signInError(failure));
    } finally {
      setPending(null);
    }
  };

  return (
    <main
      css={{ minHeight: '100vh', display: 'grid', placeItems: 'center', padding: 16 }}
      aria-labelledby="titre-connexion"
    >
      <form css={[panelCss, { width: '100%', maxWidth: 420, gap: 16 }]} onSubmit={signIn} noValidate>
        <h1 id="titre-connexion" css={{ margin: 0, fontSize: '1.6rem' }}>
          {t.title}
        </h1>
        <p css={[mutedCss, { margin: 0 }]}>{t.intro}</p>
        <label css={labelCss}>
          {t.email}
          <input
            css={fieldCss}
            type="email"
            name="email"
            autoComplete="username"
            inputMode="email"
            required
            value={email}
            aria-describedby={error ? errorId : undefined}
            onChange={(e) => setEmail(e.target.value)}
          />
        </label>
        <label css={labelCss}>
          {t.password}
          <input
            css={fieldCss}
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            aria-describedby={error ? errorId : undefined}
            onChange={(e) => setPassword(e.target.value)}
          />
        </label>
        {error && (
          <p id={errorId} role="alert" css={[errorCss, { margin: 0 }]}>
            {error}
          </p>
        )}
        {sent && (
          <p role="status" css={{ margin: 0 }}>
            {t.magicLinkSent}
          </p>
        )}
        <button type="submit" css={smallButtonCss('primary')} disabled={pending !== null}>
          {pending === 'password' ? t.submitting : t.submit}
        </button>
        <button
          type="button"
          css={smallButtonCss('secondary')}
          disabled={pending !== null}
          onClick={sendLink}
        >
          {pending === 'link' ? t.magicLinkSending : t.magicLink}
        </button>
      </form>
    </main>
  );
}
