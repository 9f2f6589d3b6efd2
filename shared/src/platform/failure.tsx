import { css } from '@emotion/react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { track } from '../analytics/analytics';
import { business } from '../facts/business-facts';
import { Button, PhoneLink } from '../ui/primitives';

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
      <h1 css={css`font-size: 1.5rem;`}>Cette partie du site est momentanément indisponible</h1>
      <p>
        Nous n'avons pas pu afficher cette page. Vous pouvez réessayer, ou nous appeler directement : nous
        répondons du lundi au vendredi, de 8 h à 18 h.
      </p>
      <p css={css`display: flex; gap: 12px; justify-content: center; flex-wrap: wrap;`}>
        <Button onClick={onRetry}>Réessayer</Button>
        <PhoneLink source="app_fallback">Appeler le {business.phone.display}</PhoneLink>
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
