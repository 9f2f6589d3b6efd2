import { css } from '@emotion/react';
import { Button, browserBackend } from '@parquet-alsace/shared/client';
import { frenchSpaces } from '@parquet-alsace/shared/format';
import { slotsShown, visitSlotLabel } from '@parquet-alsace/shared/visit-label';
import { useCallback, useEffect, useState } from 'react';
import { availableVisitSlots, bookVisit } from '../data/queries';
import { visitTexts as t } from './visit-texts';

interface Slot {
  starts_at: string;
  ends_at: string;
}
interface Booked {
  label: string;
  token: string;
}

type State =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'slots'; slots: Slot[]; notice?: string }
  | { kind: 'booked'; booked: Booked };

/**
 * The technical visit in two taps (docs/adr-022-visit-booking.md): the next free slots as
 * buttons, one tap chooses, « Confirmer la visite » books through book_visit; a slot taken in
 * the meantime shows why and the next free slots. Booked: what happens next, the calendar file
 * and the page to change or cancel (/visite/<key>/, the link of the e-mails too).
 * `onChoosing` tells the page that the visitor is busy here (the redirection then stops).
 */
export function VisitChooser({ requestId, onChoosing }: { requestId: string; onChoosing: () => void }) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  // « Voir d'autres créneaux » raises it (slotsShown: several days at first, then more days).
  const [level, setLevel] = useState(0);
  const [chosen, setChosen] = useState<Slot | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(
    async (notice?: string) => {
      try {
        const { data, error } = await availableVisitSlots(await browserBackend(), requestId);
        if (error || !data) throw error;
        setState({ kind: 'slots', slots: data, ...(notice ? { notice } : {}) });
      } catch {
        setState({ kind: 'failed' });
      }
    },
    [requestId],
  );
  useEffect(() => {
    void load();
  }, [load]);

  async function confirm(slot: Slot) {
    setBusy(true);
    try {
      const { data, error, status } = await bookVisit(await browserBackend(), requestId, slot.starts_at);
      const row = data?.[0];
      if (!error && row) {
        setState({ kind: 'booked', booked: { label: row.label, token: row.manage_token } });
      } else if (status === 409 || status === 422) {
        setChosen(null);
        // The database's message, set in French typography where it is shown.
        await load(error?.message ? frenchSpaces(error.message) : t.bookFailed);
      } else {
        setState((current) => (current.kind === 'slots' ? { ...current, notice: t.bookFailed } : current));
      }
    } catch {
      setState((current) => (current.kind === 'slots' ? { ...current, notice: t.bookFailed } : current));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="visite-titre" css={sectionCss}>
      <h2 id="visite-titre">{t.title}</h2>
      {state.kind === 'loading' && <p>{t.loading}</p>}
      {state.kind === 'failed' && <p>{t.failed}</p>}
      {state.kind === 'booked' && (
        <div role="status">
          <p>
            <strong>
              {t.booked} {state.booked.label}
            </strong>
          </p>
          <p>{t.next}</p>
          <p css={linksCss}>
            <a href={`/visite/${state.booked.token}/visite.ics`} download="visite-technique.ics">
              {t.calendar}
            </a>
            <a href={`/visite/${state.booked.token}/`}>
              {t.manage} ({t.manageUntil})
            </a>
          </p>
        </div>
      )}
      {state.kind === 'slots' && (
        <>
          <p>{t.intro}</p>
          {state.notice && (
            <p role="alert" css={noticeCss}>
              {state.notice}
            </p>
          )}
          {state.slots.length === 0 ? (
            <p>{t.none}</p>
          ) : (
            <ul css={slotsCss}>
              {slotsShown(state.slots, level).map((slot) => (
                <li key={slot.starts_at}>
                  <button
                    type="button"
                    css={slotCss}
                    aria-pressed={chosen?.starts_at === slot.starts_at}
                    onClick={() => {
                      onChoosing();
                      setChosen(slot);
                    }}
                  >
                    <SlotLabel label={visitSlotLabel(slot.starts_at, slot.ends_at)} />
                  </button>
                </li>
              ))}
            </ul>
          )}
          {chosen && (
            <div css={confirmCss}>
              <p>
                {t.chosen} <strong>{visitSlotLabel(chosen.starts_at, chosen.ends_at)}</strong>
              </p>
              <Button disabled={busy} onClick={() => void confirm(chosen)}>
                {busy ? t.booking : t.confirm}
              </Button>
            </div>
          )}
          {state.slots.length > slotsShown(state.slots, level).length && (
            <Button variant="secondary" onClick={() => setLevel((n) => n + 1)}>
              {t.more}
            </Button>
          )}
          <p>{t.noneSuits}</p>
        </>
      )}
    </section>
  );
}

/**
 * « mardi 15 décembre, 9 h 00 – 10 h 00 »: on a narrow phone the line breaks after the day,
 * never inside the time range.
 */
function SlotLabel({ label }: { label: string }) {
  const comma = label.indexOf(', ');
  if (comma < 0) return <>{label}</>;
  return (
    <>
      {label.slice(0, comma + 1)} <span css={nowrapCss}>{label.slice(comma + 2)}</span>
    </>
  );
}

const nowrapCss = css`white-space: nowrap;`;
const sectionCss = css`margin: 24px 0; padding: 16px; border-radius: 12px; border: 2px solid var(--c-accent); background: var(--c-surfaceRaised);`;
const slotsCss = css`display: grid; gap: 8px; list-style: none; padding: 0; margin: 12px 0;`;
const slotCss = css`width: 100%; min-height: 48px; padding: 10px 14px; border-radius: 12px; border: 2px solid var(--c-border); background: var(--c-surface); text-align: left; cursor: pointer; &[aria-pressed='true'] { border-color: var(--c-accent); font-weight: 700; }`;
const confirmCss = css`margin: 12px 0; display: grid; gap: 8px; justify-items: start;`;
const noticeCss = css`padding: 10px 14px; border-radius: 12px; border: 1px solid var(--c-danger);`;
const linksCss = css`display: flex; flex-wrap: wrap; gap: 12px 20px;`;
