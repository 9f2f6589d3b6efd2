import { Component, type ErrorInfo, type ReactNode } from 'react';
import { track } from '../analytics/analytics';
import { business } from '../facts/business-facts';
import { PhoneLink } from '../ui/primitives';
import { failureTexts as t } from './failure-texts';

export interface LoadFailedProps {
  /** Tries again in place: the island mounted again, the list fetched again. */
  onRetry?: () => void;
  /**
   * Or loads an address again, with a plain link that works before any script runs (a page the
   * server could not render); `''` is the current address.
   */
  retryHref?: string;
  /** The block stands for the whole page (the server could not render it): its title is the h1. */
  page?: boolean;
}

/**
 * What a visitor sees wherever something could not be loaded or crashed — a page the server could
 * not render, an island whose code crashed, a list the browser could not fetch: one French block
 * with "Réessayer" and the phone number, while the rest of the page keeps working. The page's
 * loader draws the same markup without React where an island's code never arrived
 * (shell/src/loader/fallback.ts); its styles are the base CSS's `.site-fallback`, on every page.
 */
export function LoadFailed({ onRetry, retryHref, page = false }: LoadFailedProps) {
  const Title = page ? 'h1' : 'h2';
  return (
    <div role="alert" className="site-fallback">
      <Title>{t.title}</Title>
      <p>{t.text}</p>
      <p>
        {retryHref === undefined ? (
          <button type="button" onClick={onRetry}>
            {t.retry}
          </button>
        ) : (
          <a className="site-fallback-retry" href={retryHref}>
            {t.retry}
          </a>
        )}
        {/* The company's number, when the company details have one. */}
        {business.phone.display && (
          <>
            {' '}
            <PhoneLink source="app_fallback">
              {t.call} {business.phone.display}
            </PhoneLink>
          </>
        )}
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
