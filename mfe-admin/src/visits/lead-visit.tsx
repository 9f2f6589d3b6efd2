import { frenchSpaces } from '@parquet-alsace/shared/format';
import { visitSlotLabel } from '@parquet-alsace/shared/visit-label';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useBackend } from '../auth/session';
import { LoadFailed } from '../ui/states';
import { errorCss, fieldCss, labelCss, mutedCss, panelCss, smallButtonCss } from '../ui/styles';
import { staffBookVisit, staffCancelVisit } from './api';
import { visitQueries } from './queries';
import { visitTexts as t } from './texts';

/**
 * The server's own French message (the visit functions' refusals), set in French typography as
 * the back office's own texts are, else the generic one.
 */
const frenchMessage = (error: unknown, fallback: string): string => {
  const message = (error as { message?: string } | null)?.message ?? '';
  return /[àâçéèêëîïôûù’]/i.test(message) ? frenchSpaces(message) : fallback;
};

/** The lead's technical visit: shown, booked, moved or cancelled by staff (the customer is mailed). */
export function LeadVisit({ leadId }: { leadId: string }) {
  const backend = useBackend();
  const client = useQueryClient();
  const selectId = useId();
  const visit = useQuery(visitQueries.ofLead(backend, leadId));
  const [open, setOpen] = useState(false);
  const slots = useQuery(visitQueries.slots(backend, leadId, open));
  const [chosen, setChosen] = useState('');
  // Cancelling mails the customer: a second click confirms it.
  const [confirming, setConfirming] = useState(false);
  const refresh = async () => {
    await client.invalidateQueries({ queryKey: visitQueries.all() });
    await client.invalidateQueries({ queryKey: ['lead', leadId] });
  };
  const book = useMutation({
    mutationFn: () => staffBookVisit(backend, leadId, chosen),
    onSuccess: async () => {
      setOpen(false);
      setChosen('');
      await refresh();
    },
    // Refused (the slot taken meanwhile, no longer offered): the next free slots, none chosen.
    onError: async () => {
      setChosen('');
      await client.invalidateQueries({ queryKey: visitQueries.all() });
    },
  });
  const cancel = useMutation({
    mutationFn: () => staffCancelVisit(backend, leadId),
    onSuccess: async () => {
      setConfirming(false);
      await refresh();
    },
  });
  const booked = visit.data?.status === 'booked' ? visit.data : null;

  return (
    <section css={panelCss} aria-labelledby="visite">
      <h2 id="visite" css={{ margin: 0, fontSize: '1.2rem' }}>
        {t.leadVisitTitle}
      </h2>
      {visit.isPending ? null : visit.isLoadingError ? (
        <LoadFailed message={t.visitUnreadable} onRetry={() => void visit.refetch()} />
      ) : booked ? (
        <p css={{ margin: 0 }}>
          {t.bookedVisit} <strong>{visitSlotLabel(booked.starts_at, booked.ends_at)}</strong>
        </p>
      ) : visit.data ? (
        <p css={{ margin: 0 }}>
          {t.cancelledVisit(visitSlotLabel(visit.data.starts_at, visit.data.ends_at))}
        </p>
      ) : (
        <p css={{ margin: 0 }}>{t.noVisit}</p>
      )}
      {/* Nothing to book or cancel before the visit is known. */}
      {!visit.isPending && !visit.isLoadingError && (
        <div css={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          <button
            type="button"
            css={smallButtonCss('primary')}
            aria-expanded={open}
            onClick={() => setOpen(!open)}
          >
            {booked ? t.move : t.book}
          </button>
          {booked && !confirming && (
            <button type="button" css={smallButtonCss('danger')} onClick={() => setConfirming(true)}>
              {t.cancelVisit}
            </button>
          )}
        </div>
      )}
      {booked && confirming && (
        <div css={{ display: 'grid', gap: 8 }}>
          <p css={{ margin: 0 }}>{t.cancelWarning}</p>
          <div css={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
            <button
              type="button"
              css={smallButtonCss('danger')}
              disabled={cancel.isPending}
              onClick={() => cancel.mutate()}
            >
              {t.cancelConfirm}
            </button>
            <button type="button" css={smallButtonCss()} onClick={() => setConfirming(false)}>
              {t.keepVisit}
            </button>
          </div>
        </div>
      )}
      {open && (
        <form
          css={{ display: 'grid', gap: 8 }}
          onSubmit={(event) => {
            event.preventDefault();
            if (chosen) book.mutate();
          }}
        >
          <label css={labelCss} htmlFor={selectId}>
            {t.chooseSlot}
          </label>
          {slots.isPending && <p css={[mutedCss, { margin: 0 }]}>{t.slotsLoading}</p>}
          {slots.isError && <LoadFailed message={t.slotsFailed} onRetry={() => void slots.refetch()} />}
          {slots.isSuccess && slots.data.length === 0 && <p css={{ margin: 0 }}>{t.noSlots}</p>}
          <select
            id={selectId}
            css={fieldCss}
            value={chosen}
            onChange={(e) => setChosen(e.target.value)}
            required
          >
            <option value="">{t.chooseSlotPlaceholder}</option>
            {(slots.data ?? []).map((slot) => (
              <option key={slot.starts_at} value={slot.starts_at}>
                {visitSlotLabel(slot.starts_at, slot.ends_at)}
              </option>
            ))}
          </select>
          <button type="submit" css={smallButtonCss('primary')} disabled={!chosen || book.isPending}>
            {book.isPending ? t.booking : booked ? t.move : t.book}
          </button>
          <p css={[mutedCss, { margin: 0 }]}>{t.customerMailed}</p>
        </form>
      )}
      {(book.isError || cancel.isError) && (
        <p role="alert" css={errorCss}>
          {frenchMessage(book.error ?? cancel.error, t.bookFailed)}
        </p>
      )}
    </section>
  );
}
