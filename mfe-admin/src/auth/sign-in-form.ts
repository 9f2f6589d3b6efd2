import {
  type AuthEndpoint,
  type AuthFailure,
  type AuthSession,
  sendSignInLink,
  signInWithPassword,
  verifyCode,
} from './auth-api';
import { codeError, signInError } from './errors';
import { authTexts as t } from './texts';

/**
 * The sign-in screen, by password, by a link sent by e-mail or by the six-digit code of that
 * e-mail. Plain DOM, no React: it is what a signed-out visit of `/admin/` runs, and it must stay
 * a few kilobytes (docs/adr-008-back-office.md); the back office also shows it after a
 * sign-out. No sign-up: accounts are opened by the business (`npm run staff`). The page asked
 * for (a lead from the notification e-mail) stays in the address; a magic link brings the
 * browser back to it.
 */
export interface SignInFormOptions {
  endpoint: AuthEndpoint;
  /** Why the previous sign-in ended (an account that is not staff). */
  notice?: string | null;
  /** The magic link the browser came back from failed. */
  linkError?: boolean;
  /** Receives the session; the form stays, disabled, until the back office replaces it. */
  onSignedIn: (session: AuthSession) => void | Promise<void>;
}

const STYLE_ID = 'connexion-equipe-style';
// The back office's panel, field and button looks (src/ui/styles.ts), without emotion.
const STYLE = `
.cx-main{min-height:100vh;display:grid;place-items:center;padding:16px}
.cx-form{display:grid;gap:16px}
.cx-panel{width:100%;max-width:420px;padding:16px;border-radius:12px;border:1px solid var(--c-border);background:var(--c-surface);display:grid;gap:16px;min-width:0}
.cx-panel h1{margin:0;font-size:1.6rem}
.cx-panel p{margin:0}
.cx-muted{color:var(--c-textMuted)}
.cx-label{display:grid;gap:6px;font-weight:600}
.cx-field{min-height:44px;padding:8px 12px;border-radius:10px;border:1px solid var(--c-border);background:var(--c-surfaceRaised);color:var(--c-text);font:inherit;width:100%}
.cx-code{letter-spacing:.3em;font-variant-numeric:tabular-nums}
.cx-error{color:var(--c-danger);font-weight:600}
.cx-button{display:inline-flex;align-items:center;justify-content:center;min-height:44px;min-width:44px;padding:8px 16px;border-radius:999px;border:2px solid var(--c-border);background:var(--c-surfaceRaised);color:var(--c-text);font:inherit;font-weight:700;cursor:pointer}
.cx-button:disabled{opacity:.6;cursor:not-allowed}
.cx-primary{border-color:var(--c-accent);background:var(--c-accent);color:var(--c-accentText)}
.cx-code-box{display:grid;gap:12px;padding-top:12px;border-top:1px solid var(--c-border)}
.cx-code-box[hidden]{display:none}
`;

let ids = 0;

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<Record<string, string>> = {},
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(props)) if (value !== undefined) node.setAttribute(name, value);
  if (text !== undefined) node.textContent = text;
  return node;
}

/** Draws the sign-in screen into `box` (replacing what it held); returns a function that removes it. */
export function mountSignIn(box: HTMLElement, options: SignInFormOptions): () => void {
  if (!document.getElementById(STYLE_ID)) {
    const style = element('style', { id: STYLE_ID }, STYLE);
    document.head.appendChild(style);
  }
  const id = `cx${++ids}`;
  const main = element('main', { class: 'cx-main', 'aria-labelledby': `${id}-titre` });
  const panel = element('div', { class: 'cx-panel' });
  const form = element('form', { class: 'cx-form', novalidate: '' });
  const title = element('h1', { id: `${id}-titre` }, t.title);
  const intro = element('p', { class: 'cx-muted' }, t.intro);

  const field = (label: string, input: HTMLInputElement) => {
    const wrapper = element('label', { class: 'cx-label' }, label);
    input.className = `cx-field ${input.className}`.trim();
    wrapper.appendChild(input);
    return wrapper;
  };
  const email = element('input', {
    type: 'email',
    name: 'email',
    autocomplete: 'username',
    inputmode: 'email',
    required: '',
  });
  const password = element('input', { type: 'password', name: 'password', autocomplete: 'current-password' });
  const problem = element('p', { id: `${id}-erreur`, role: 'alert', class: 'cx-error' });
  const status = element('p', { role: 'status' });
  const submit = element('button', { type: 'submit', class: 'cx-button cx-primary' }, t.submit);
  const askLink = element('button', { type: 'button', class: 'cx-button' }, t.magicLink);

  // The code, offered once a link was asked for: its own form, so Enter there validates it.
  const codeForm = element('form', { class: 'cx-code-box', novalidate: '', hidden: '' });
  const code = element('input', {
    name: 'code',
    class: 'cx-code',
    autocomplete: 'one-time-code',
    inputmode: 'numeric',
    // No maxlength: a code pasted as « 552 274 » is read without its space.
    pattern: '[0-9 ]*',
    'aria-describedby': `${id}-aide-code`,
  });
  const codeHelp = element('p', { id: `${id}-aide-code`, class: 'cx-muted' }, t.codeHelp);
  const codeProblem = element('p', { id: `${id}-erreur-code`, role: 'alert', class: 'cx-error' });
  const verify = element('button', { type: 'submit', class: 'cx-button cx-primary' }, t.verifyCode);
  codeForm.append(field(t.code, code), codeProblem, codeHelp, verify);

  form.append(field(t.email, email), field(t.password, password), problem, status, submit, askLink);
  panel.append(title, intro, form, codeForm);
  main.append(panel);

  const buttons = [submit, askLink, verify];
  const busy = (button: HTMLButtonElement | null, label?: string) => {
    for (const b of buttons) b.disabled = button !== null;
    if (button && label) button.textContent = label;
  };
  /** Shows (or clears) a message, and ties it to the fields it is about. */
  const say = (target: HTMLElement, message: string | null, inputs: HTMLInputElement[]) => {
    target.textContent = message ?? '';
    for (const input of inputs) {
      const own = input === code ? [codeHelp.id] : [];
      const described = message ? [target.id, ...own] : own;
      if (described.length) input.setAttribute('aria-describedby', described.join(' '));
      else input.removeAttribute('aria-describedby');
    }
  };
  const fail = (message: string | null) => say(problem, message, [email, password]);
  fail(options.notice ?? (options.linkError ? t.linkExpired : null));

  const restore = () => {
    busy(null);
    submit.textContent = t.submit;
    askLink.textContent = t.magicLink;
    verify.textContent = t.verifyCode;
  };
  const signedIn = async (session: AuthSession) => {
    status.textContent = t.signingIn;
    busy(submit);
    try {
      await options.onSignedIn(session);
    } catch (error) {
      status.textContent = '';
      restore();
      fail(signInError(error));
    }
  };

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    status.textContent = '';
    const address = email.value.trim();
    if (!address) return fail(t.emailMissing);
    if (!password.value) return fail(t.passwordMissing);
    fail(null);
    busy(submit, t.submitting);
    const { data, error } = await signInWithPassword(options.endpoint, address, password.value);
    if (data) return signedIn(data);
    restore();
    fail(signInError(error as AuthFailure));
  });

  askLink.addEventListener('click', async () => {
    status.textContent = '';
    const address = email.value.trim();
    if (!address) return fail(t.emailMissing);
    fail(null);
    busy(askLink, t.magicLinkSending);
    const { origin, pathname, search } = window.location;
    const { error } = await sendSignInLink(options.endpoint, address, `${origin}${pathname}${search}`);
    restore();
    // An unknown address is not told apart from a known one.
    if (error && error.status !== 400 && error.status !== 422) return fail(signInError(error));
    status.textContent = t.magicLinkSent;
    codeForm.hidden = false;
    code.value = '';
    say(codeProblem, null, [code]);
    code.focus();
  });

  codeForm.addEventListener('submit', async (event) => {
    event.preventDefault();
    const digits = code.value.replace(/\s/g, '');
    const address = email.value.trim();
    if (!address) return fail(t.emailMissing);
    if (!/^\d{6}$/.test(digits)) {
      say(codeProblem, t.codeMissing, [code]);
      return code.focus();
    }
    say(codeProblem, null, [code]);
    busy(verify, t.verifyingCode);
    const { data, error } = await verifyCode(options.endpoint, address, digits);
    if (data) return signedIn(data);
    restore();
    say(codeProblem, codeError(error), [code]);
    code.focus();
    code.select();
  });

  box.replaceChildren(main);
  return () => main.remove();
}
