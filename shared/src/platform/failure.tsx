import { css } from '@emotion/react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { track } from '../analytics/analytics';
import { business } from '../facts/business-facts';
import { Button, PhoneLink } from '../ui/primitives';
import { failureTexts as t } from './failure-texts';

const boxCss = css`
  max-width: 640px;
  margin: 48px auto;
  padding: 24px;
  border-radius: 12px;
  border: 1px solid var(--c-border);
  background: var(--c-surface);
  text-align: center;
`;

/** A part of the site could not load or crashed: the rest of the page keeps working. */
export function AppUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" css={boxCss}>
      <h1 css={css`font-size: 1.5rem;`}>{t.title}</h1>
      <p>{t.text}</p>
      <p css={css`display: flex; gap: 12px; justify-content: center; flex-wrap: wrap;`}>
        <Button onClick={onRetry}>{t.retry}</Button>
        <PhoneLink source="app_fallback">
          {t.call} {business.phone.display}
        </PhoneLink>
      </p>
    </div>
  );
}

/** The global error fallback, with its texts (docs/product-rules.md#header-and-footer). */
export function ErrorFallback({ error }: { error: unknown }) {
  return (
    <div role="alert" css={boxCss}>
      <h1 css={css`font-size: 1.5rem;`}>Une erreur est survenue</h1>
      <p>Nous sommes désolés pour ce désagrément. Veuillez rafraîchir la page ou réessayer plus tard.</p>
      <p>
        <Button onClick={() => window.location.reload()}>Rafraîchir la page</Button>
      </p>
      <p css={css`color: var(--c-textMuted); font-size: 0.9rem;`}>
        {error instanceof Error ? error.message : String(error)}
      </p>
    </div>
  );
}

interface BoundaryProps {
  children: ReactNode;
  fallback: (error: unknown, reset: () => void) => ReactNode;
}

/** Catches render errors below it and reports a non-fatal exception event. */
export class ErrorBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
    track('exception', { description: error.message, fatal: false });
  }

  reset = () => this.setState({ error: null });

  override render() {
    return this.state.error ? this.props.fallback(this.state.error, this.reset) : this.props.children;
  }
}
