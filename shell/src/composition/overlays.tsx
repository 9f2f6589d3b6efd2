import {
  AppProviders,
  AppUnavailable,
  ErrorBoundary,
  loadRemoteModule,
  Modal,
  onSiteEvent,
  PageSpinner,
  type SiteEvents,
} from '@parquet-alsace/shared';
import { type ComponentType, useEffect, useState } from 'react';
import { CookieBanner } from '../consent/cookie-banner';
import { CookieSettingsModal } from '../consent/cookie-settings-modal';
import { useLoadingStore } from './loading-store';

type QuoteRequest = SiteEvents['site:open-quote'];
interface WizardProps {
  request: QuoteRequest;
  onClose: () => void;
}

/**
 * Everything that floats above the page: cookie banner and settings, the quote wizard (its code
 * is fetched from the quote remote the first time a visitor asks for it), the page spinner.
 */
export function Overlays() {
  const loading = useLoadingStore((s) => s.loading.length > 0);
  const [cookieSettings, setCookieSettings] = useState(false);
  const [quote, setQuote] = useState<QuoteRequest | null>(null);
  const [Wizard, setWizard] = useState<ComponentType<WizardProps> | null>(null);
  const [wizardFailed, setWizardFailed] = useState(false);

  useEffect(() => onSiteEvent('site:open-cookie-settings', () => setCookieSettings(true)), []);
  useEffect(
    () =>
      onSiteEvent('site:open-quote', (request) => {
        setQuote(request);
        setWizardFailed(false);
        if (Wizard) return;
        useLoadingStore.getState().start('quote-wizard');
        loadRemoteModule<{ default: ComponentType<WizardProps> }>('quote/QuoteWizard')
          .then((mod) => setWizard(() => mod.default))
          .catch((error) => {
            console.error("Le simulateur de devis n'a pas pu être chargé", error);
            setWizardFailed(true);
          })
          .finally(() => useLoadingStore.getState().done('quote-wizard'));
      }),
    [Wizard],
  );

  return (
    <AppProviders>
      {loading && <PageSpinner />}
      <CookieBanner />
      {cookieSettings && <CookieSettingsModal onClose={() => setCookieSettings(false)} />}
      {quote && wizardFailed && (
        <Modal title="Simulateur de devis" hideTitle onClose={() => setQuote(null)}>
          <AppUnavailable onRetry={() => window.location.reload()} />
        </Modal>
      )}
      {quote && Wizard && (
        <ErrorBoundary fallback={() => null}>
          <Wizard request={quote} onClose={() => setQuote(null)} />
        </ErrorBoundary>
      )}
    </AppProviders>
  );
}
