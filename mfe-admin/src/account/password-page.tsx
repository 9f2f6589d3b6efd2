import { type FormEvent, useId, useState } from 'react';
import type { StaffBackend } from '../backend';
import { PageTitle } from '../ui/page-title';
import { errorCss, fieldCss, labelCss, mutedCss, pageCss, panelCss, smallButtonCss } from '../ui/styles';
import { passwordTexts as t } from './texts';

type Failure = { status?: number; code?: string; message?: string; reasons?: string[] };

/** A French message for a refused change (the server's own French one for weak passwords and limits). */
function changeError(failure: unknown): string {
  const e = (failure ?? {}) as Failure;
  const french = e.message && /[àâçéèêëîïôûù’]/i.test(e.message) ? e.message : null;
  if (e.code === 'weak_password') {
    // Supabase Auth's reasons (length, characters, pwned); the embedded server's words when French.
    if (e.reasons?.includes('pwned')) return t.common;
    return french ?? (e.reasons?.includes('length') ? t.tooShort : t.weak);
  }
  if (e.status === 429) return french ?? t.failed;
  if (e.code === 'current_password_mismatch') return t.currentWrong;
  if (e.code === 'current_password_required' || e.code === 'reauthentication_needed') return t.currentMissing;
  if (e.code === 'reauthentication_not_valid') return t.codeInvalid;
  if (e.code === 'same_password') return t.same;
  return t.failed;
}

/**
 * The signed-in member changes their password, proving it is them with the current password or
 * with a code sent by e-mail (`reauthenticate()`), as the server asks (docs/adr-007-auth-subset.md).
 */
export function PasswordPage({ backend }: { backend: StaffBackend }) {
  const [current, setCurrent] = useState('');
  const [code, setCode] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [codeAsked, setCodeAsked] = useState(false);
  const [pending, setPending] = useState<'code' | 'change' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const errorId = useId();
  const hintId = useId();

  const askCode = async () => {
    setPending('code');
    setError(null);
    setNotice(null);
    try {
      const { error: failure } = await backend.auth.reauthenticate();
      if (failure) setError(changeError(failure));
      else {
        setCodeAsked(true);
        setNotice(t.codeSent);
      }
    } catch (failure) {
      setError(changeError(failure));
    } finally {
      setPending(null);
    }
  };

  const change = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const nonce = code.trim();
    if (!current && !nonce) return setError(t.currentMissing);
    if (nonce && !/^\d{6}$/.test(nonce)) return setError(t.codeFormat);
    if ([...next].length < 12) return setError(t.tooShort);
    if (new TextEncoder().encode(next).length > 72) return setError(t.tooLong);
    if (next !== confirm) return setError(t.mismatch);
    setPending('change');
    setError(null);
    try {
      const { error: failure } = await backend.auth.updateUser(
        current ? { password: next, current_password: current } : { password: next, nonce },
      );
      if (failure) setError(changeError(failure));
      else {
        setCurrent('');
        setCode('');
        setNext('');
        setConfirm('');
        setCodeAsked(false);
        setNotice(t.done);
      }
    } catch (failure) {
      setError(changeError(failure));
    } finally {
      setPending(null);
    }
  };

  const described = error ? errorId : undefined;
  return (
    <div css={pageCss}>
      <PageTitle>{t.title}</PageTitle>
      <form css={[panelCss, { maxWidth: 480 }]} onSubmit={change} noValidate>
        <p css={[mutedCss, { margin: 0 }]}>{t.intro}</p>
        <label css={labelCss}>
          {t.current}
          <input
            css={fieldCss}
            type="password"
            autoComplete="current-password"
            value={current}
            onChange={(event) => setCurrent(event.target.value)}
            aria-describedby={[hintId, described].filter(Boolean).join(' ')}
          />
        </label>
        <p id={hintId} css={[mutedCss, { margin: 0 }]}>
          {t.currentHint}
        </p>
        <div>
          <button type="button" css={smallButtonCss()} onClick={askCode} disabled={pending !== null}>
            {pending === 'code' ? t.askingCode : t.askCode}
          </button>
        </div>
        {codeAsked ? (
          <label css={labelCss}>
            {t.code}
            <input
              css={fieldCss}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              aria-describedby={described}
            />
          </label>
        ) : null}
        <label css={labelCss}>
          {t.next}
          <input
            css={fieldCss}
            type="password"
            autoComplete="new-password"
            value={next}
            onChange={(event) => setNext(event.target.value)}
            aria-describedby={described}
          />
        </label>
        <label css={labelCss}>
          {t.confirm}
          <input
            css={fieldCss}
            type="password"
            autoComplete="new-password"
            value={confirm}
            onChange={(event) => setConfirm(event.target.value)}
            aria-describedby={described}
          />
        </label>
        {error ? (
          <p id={errorId} role="alert" css={[errorCss, { margin: 0 }]}>
            {error}
          </p>
        ) : null}
        {notice ? (
          <p role="status" css={{ margin: 0 }}>
            {notice}
          </p>
        ) : null}
        <div>
          <button type="submit" css={smallButtonCss('primary')} disabled={pending !== null}>
            {pending === 'change' ? t.submitting : t.submit}
          </button>
        </div>
      </form>
    </div>
  );
}
