import { css } from '@emotion/react';
import {
  Button,
  business,
  buttonCss,
  navigate,
  openQuote,
  PhoneLink,
  readItem,
  SiteLink,
  Spinner,
  theme,
  track,
} from '@parquet-alsace/shared/client';
import { useEffect, useState } from 'react';
import { isPending, PENDING_SENT_EVENT } from '../submission/pending-queue';
import { parseSubmittedFlag, SUBMITTED_KEY, type SubmittedFlag } from '../submission/submitted-flag';
import { EstimatePanel } from '../wizard/estimate-panel';
import { thankYouTexts as t } from './texts';
import { VisitChooser } from './visit-chooser';

const COUNTDOWN_SECONDS = 30;
const GUIDE = {
  href: '/media/documents/guide-entretien-parquet.pdf',
  name: 'Guide d’entretien du parquet',
  category: 'Entretien du parquet',
};

function readFlag(): SubmittedFlag | null {
  return parseSubmittedFlag(readItem(SUBMITTED_KEY, 'session'));
}

/**
 * /thank-you/ (docs/product-rules.md#thank-you-page), the page's one island, woken as soon as the
 * page's loader runs: shown only with the session flag of a submitted form (read in the browser:
 * the server never knows it, and renders the spinner), otherwise a silent replace-redirect to /.
 * The flag lasts ten minutes, so a reload shows the page again.
 */
export default function ThankYouPage() {
  const [flag, setFlag] = useState<SubmittedFlag | null | 'checking'>('checking');

  useEffect(() => {
    const found = readFlag();
    if (!found) {
      navigate('/', { replace: true });
      return;
    }
    setFlag(found);
  }, []);

  // A request kept in this browser is sent when the connection returns (by the shell, on this
  // page too): the page then says it was sent instead of "the server is not answering".
  const waitingId = flag !== 'checking' && flag?.status === 'queued' ? flag.requestId : undefined;
  useEffect(() => {
    if (!waitingId) return;
    const sent = () =>
      setFlag((current) => (current && current !== 'checking' ? { ...current, status: 'sent' } : current));
    if (!isPending(waitingId)) {
      sent();
      return;
    }
    const onSent = (event: Event) => {
      if ((event as CustomEvent<string>).detail === waitingId) sent();
    };
    window.addEventListener(PENDING_SENT_EVENT, onSent);
    return () => window.removeEventListener(PENDING_SENT_EVENT, onSent);
  }, [waitingId]);

  if (flag === 'checking' || !flag)
    return (
      <>
        {/* The server renders this state: with scripts the flag is read at once; without them
            the page says what it is and where to go instead of spinning (the page's <noscript>
            style shows the one and hides the other). */}
        <div data-needs-script="">
          <Spinner />
        </div>
        <section
          className="without-script"
          css={css`max-width: ${theme.maxWidth}; margin: 32px auto; padding: 16px;`}
        >
          <h1 css={css`font-size: clamp(1.6rem, 6vw, 2.4rem);`}>{t.withoutScriptTitle}</h1>
          <p>{t.withoutScript}</p>
          <p>
            <a href="/devis/">{t.withoutScriptForm}</a>
            {business.phone.display && (
              <>
                {' '}
                {t.withoutScriptCall} <a href={business.phone.href}>{business.phone.display}</a>
              </>
            )}
          </p>
          <p>
            <a href="/">{t.home}</a>
          </p>
        </section>
      </>
    );
  const queued = flag.status === 'queued';

  return (
    <section css={css`max-width: ${theme.maxWidth}; margin: 0 auto; padding: 32px 16px;`}>
      <h1 css={css`font-size: clamp(1.6rem, 6vw, 2.4rem);`}>{queued ? t.titleQueued : t.title}</h1>
      <ThankYouContent flag={flag} />
    </section>
  );
}

type CountdownState = 'running' | 'paused' | 'cancelled';

/**
 * The redirection to the main company site, which the visitor can pause, resume or cancel
 * (a time limit they can turn off), announced near the top of the page rather than after it.
 */
function Countdown({ held }: { held: boolean }) {
  const [seconds, setSeconds] = useState(COUNTDOWN_SECONDS);
  const home = !business.mainSite;
  const [state, setState] = useState<CountdownState>('running');

  // A visitor choosing the visit's slot is not taken away from it.
  useEffect(() => {
    if (held) setState('cancelled');
  }, [held]);

  useEffect(() => {
    if (state !== 'running') return;
    const timer = window.setInterval(() => setSeconds((s) => Math.max(0, s - 1)), 1000);
    return () => window.clearInterval(timer);
  }, [state]);

  useEffect(() => {
    if (seconds === 0 && state === 'running') window.location.assign(business.mainSite || '/');
  }, [seconds, state]);

  return (
    <div
      css={css`display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: center; margin: 16px 0; padding: 10px 14px; border-radius: 12px; background: var(--c-surfaceRaised);`}
    >
      <p role="timer" aria-live="off" css={css`margin: 0;`}>
        {state === 'cancelled'
          ? t.countdownCancelled
          : state === 'paused'
            ? t.countdownPaused(seconds)
            : t.countdown(seconds, home)}
      </p>
      {state !== 'cancelled' && (
        <span css={css`display: flex; gap: 8px; flex-wrap: wrap;`}>
          <Button variant="secondary" onClick={() => setState(state === 'paused' ? 'running' : 'paused')}>
            {state === 'paused' ? t.countdownResume : t.countdownPause}
          </Button>
          <Button variant="ghost" onClick={() => setState('cancelled')}>
            {t.countdownCancel}
          </Button>
        </span>
      )}
    </div>
  );
}

function ThankYouContent({ flag }: { flag: SubmittedFlag }) {
  const queued = flag.status === 'queued';
  const [choosing, setChoosing] = useState(false);

  return (
    <>
      {queued ? (
        <div
          role="status"
          css={css`padding: 14px; border-radius: 12px; border: 2px solid var(--c-accent); background: var(--c-surfaceRaised);`}
        >
          <p css={css`margin: 0 0 6px; font-weight: 700;`}>{t.queuedTitle}</p>
          <p css={css`margin: 0;`}>{t.queued()}</p>
          <p css={css`margin: 8px 0 0;`}>
            <PhoneLink source="thank_you_queued">Appeler le {business.phone.display}</PhoneLink>
          </p>
        </div>
      ) : (
        <p role="status" css={css`font-size: 1.1rem;`}>
          {t.lead()}
        </p>
      )}
      <Countdown held={choosing} />
      {/* Stored: the visit can be booked at once (a kept request waits for its call). */}
      {!queued && flag.requestId && (
        <VisitChooser requestId={flag.requestId} onChoosing={() => setChoosing(true)} />
      )}
      {!queued && (
        <EstimatePanel
          input={{
            surface: flag.surface,
            finition: flag.finition,
            teinture: flag.teinture,
            propertyType: flag.propertyType,
            hasElevator: flag.hasElevator,
            homeOlderThanTwoYears: flag.homeOlderThanTwoYears,
          }}
          revealed
        />
      )}

      <ul css={gridCss} aria-label={t.benefitsLabel}>
        {t.benefits().map((b) => (
          <li key={b.title} css={tileCss}>
            <strong>{b.title}</strong>
            <span>{b.text}</span>
          </li>
        ))}
      </ul>

      <h2>{t.nextTitle}</h2>
      <ol css={css`display: grid; gap: 10px; padding-left: 1.4em;`}>
        {t.nextSteps(flag.sendCopy).map((step) => (
          <li key={step.title}>
            <strong>{step.title}</strong> — {step.text}
          </li>
        ))}
      </ol>

      <p>
        {t.photos}{' '}
        <a href={business.chat.href} target="_blank" rel="noopener noreferrer">
          {t.photosLink} ({business.chat.label})
        </a>
      </p>

      <h2>{t.trustTitle}</h2>
      <ul>
        {t.trust().map((x) => (
          <li key={x}>{x}</li>
        ))}
      </ul>

      <h2>{t.contactTitle}</h2>
      <div css={gridCss}>
        <div css={tileCss}>
          <strong>{t.phone}</strong>
          <PhoneLink source="thank_you">{business.phone.display}</PhoneLink>
        </div>
        {business.email && (
          <div css={tileCss}>
            <strong>{t.email}</strong>
            <a href={`mailto:${business.email}`}>{business.email}</a>
          </div>
        )}
      </div>

      <h2>{t.teamTitle}</h2>
      <ul css={gridCss}>
        {business.team.map((m) => (
          <li key={m.name} css={tileCss}>
            <strong>{m.name}</strong>
            <span>{m.speciality}</span>
          </li>
        ))}
      </ul>

      <h2>{t.guideTitle}</h2>
      <p>{t.guideText}</p>
      <p>
        <a
          href={GUIDE.href}
          download
          onClick={() => track('document_download', { document_name: GUIDE.name, category: GUIDE.category })}
        >
          {t.guideLink} (PDF)
        </a>
      </p>

      <div css={css`display: flex; gap: 12px; flex-wrap: wrap; margin: 24px 0;`}>
        <SiteLink href="/" css={buttonCss()}>
          {t.home}
        </SiteLink>
        <Button variant="secondary" onClick={() => openQuote('thank_you_new_quote')}>
          {t.newQuote}
        </Button>
        {business.mainSite && <a href={business.mainSite}>{t.mainSite}</a>}
      </div>
    </>
  );
}

const gridCss = css`display: grid; gap: 12px; grid-template-columns: repeat(auto-fit, minmax(150px, 1fr)); list-style: none; padding: 0; margin: 16px 0;`;
const tileCss = css`display: grid; gap: 4px; padding: 14px; border-radius: 12px; border: 1px solid var(--c-border); background: var(--c-surface);`;
