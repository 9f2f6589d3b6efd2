import { css } from '@emotion/react';
import { Button, business, PhoneLink } from '@parquet-alsace/shared/client';
import {
  checkSurface,
  roundSurface,
  SURFACE_MAX,
  SURFACE_MIN,
  SURFACE_STEP,
  surfaceLabel,
  validateStep,
  vatRateFor,
} from '@parquet-alsace/shared/quote';
import {
  isQuoteOpenEntry,
  pushQuoteStepEntry,
  quoteDialog,
  quoteEntryStep,
} from '@parquet-alsace/shared/quote/dialog';
import { Activity, useEffect, useRef } from 'react';
import { useQuoteStore } from '../store/quote-store';
import { finitionOptions, lookOptions, texts } from '../texts';
import { EstimatePanel } from './estimate-panel';
import { Checkbox, FieldError, fieldCss, RadioGroup } from './fields';
import { ContactFields, prefetchContactStep, SendNotes } from './lazy-contact';
import { focusFirstError, useSubmitQuote } from './use-submit';

/** Calls `run` in a task after the next frame: what the press changed is painted first. */
const afterNextPaint = (run: () => void) => requestAnimationFrame(() => setTimeout(run, 0));

/**
 * The three steps of the simulator (docs/product-rules.md#quote-steps) inside the page's quote
 * dialog. Step 2 is rendered hidden (`Activity`) while the visitor answers step 1, so that
 * « Continuer » only shows it (docs/adr-004-islands.md, "The first tap").
 */
export function QuoteWizard({ onClose, onFinalize }: { onClose: () => void; onFinalize: () => void }) {
  const s = useQuoteStore();
  const submit = useSubmitQuote('wizard', onClose);
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  /** The step reached whose history entry is not added yet (it is, once the step is painted). */
  const pendingEntry = useRef<number | null>(null);

  // Moving between steps puts the focus on the new step's heading (screen readers hear it), once
  // the step is painted (focusing lays the dialog out: not inside the press), unless the visitor
  // has moved the focus meanwhile.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the step is the trigger, not read inside.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const focused = document.activeElement;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        const now = document.activeElement;
        if (now === focused || now === null || now === document.body) heading.current?.focus();
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [s.step]);

  // Past step 1, the contact step's code is fetched while the visitor chooses a finish: after
  // the new step is painted, not in the task of the press that asked for it.
  useEffect(() => {
    if (s.step < 2) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => prefetchContactStep(false), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [s.step]);

  // Back (a phone's back gesture) returns to the step before; the opening's entry, reached from
  // step 1, is the page's loader's to close (shell/src/loader/quote.ts).
  useEffect(() => {
    const onPop = () => {
      if (!isQuoteOpenEntry(window.history.state)) return;
      let step = quoteEntryStep(window.history.state);
      const pending = pendingEntry.current;
      if (pending !== null) {
        // Back before the step reached had its entry: it leaves that step for the one before.
        pendingEntry.current = null;
        step = pending - 1;
        pushQuoteStepEntry(step);
      }
      const store = useQuoteStore.getState();
      if (step < store.step)
        useQuoteStore.setState({ step: step as 1 | 2 | 3, errors: {}, submitError: null });
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  /** « Précédent »: the browser's back when the step has its entry, so that both stay in step. */
  const previous = () => {
    if (isQuoteOpenEntry(window.history.state) && quoteEntryStep(window.history.state) === s.step)
      window.history.back();
    else s.previous();
  };

  // A surface outside the range is never priced: the estimate waits for a valid one.
  const surfaceValid = checkSurface(s.surface).ok;
  /**
   * Puts a typed surface on its 5 m² step (as the slider rounds) or, outside the range, shows the
   * step's message at once, before the slider and the estimate disagree with the box.
   */
  const settleSurface = (): boolean => {
    const state = useQuoteStore.getState();
    const rounded = roundSurface(state.surface);
    if (rounded !== state.surface) state.setField('surface', rounded);
    const error = validateStep(1, { ...useQuoteStore.getState(), surface: rounded }).surface;
    if (error) useQuoteStore.setState((current) => ({ errors: { ...current.errors, surface: error } }));
    return !error;
  };

  /**
   * Enter in the surface box settles the surface and goes on to the next question of the step,
   * rather than sending the step with the property type unanswered.
   */
  const surfaceEnter = (form: HTMLFormElement | null) => {
    if (settleSurface()) form?.querySelector<HTMLInputElement>('input[name="propertyType"]')?.focus();
  };

  const stepTitle = s.step === 1 ? texts.step1 : s.step === 2 ? texts.step2 : texts.step3;
  const sending = s.status === 'sending';

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        // Step 1 sent before the wizard ran comes again without a submitter (the page's loader
        // replays it): an Enter in the surface box, still focused, is the box's own Enter.
        const box = event.currentTarget.querySelector('#quote-surface');
        if (!(event.nativeEvent as SubmitEvent).submitter && box && box === document.activeElement) {
          surfaceEnter(event.currentTarget);
          return;
        }
        if (s.step < 3) {
          if (!s.next()) focusFirstError();
          else {
            // Its history entry once the step is painted (an entry costs the press 5–25 ms at 4×).
            const step = useQuoteStore.getState().step;
            pendingEntry.current = step;
            afterNextPaint(() => {
              if (pendingEntry.current !== step) return;
              pendingEntry.current = null;
              if (useQuoteStore.getState().step === step && quoteDialog()?.open) pushQuoteStepEntry(step);
            });
          }
        } else void submit();
      }}
    >
      <div css={css`margin: 8px 0 16px;`}>
        <label htmlFor="quote-progress" css={css`font-size: 0.95rem; color: var(--c-textMuted);`}>
          {texts.progress(s.step)}
        </label>
        <progress
          id="quote-progress"
          max={3}
          value={s.step}
          css={css`display: block; width: 100%; height: 8px; accent-color: var(--c-accent);`}
        />
      </div>
      <h3 ref={heading} tabIndex={-1} css={css`margin: 0 0 12px; font-size: 1.15rem;`}>
        {stepTitle}
      </h3>

      {s.step === 1 && (
        <>
          <div css={fieldCss}>
            <label htmlFor="quote-surface-range">{texts.surface}</label>
            <input
              id="quote-surface-range"
              type="range"
              min={SURFACE_MIN}
              max={SURFACE_MAX}
              step={SURFACE_STEP}
              value={s.surface ?? SURFACE_MIN}
              aria-valuetext={`${s.surface ?? SURFACE_MIN} m²`}
              onChange={(e) => s.setField('surface', Number(e.target.value))}
              css={css`width: 100%; accent-color: var(--c-accent); min-height: 44px;`}
            />
            <div css={css`display: flex; gap: 10px; align-items: center;`}>
              <label htmlFor="quote-surface" className="visually-hidden">
                {texts.surfaceNumber}
              </label>
              <input
                id="quote-surface"
                type="number"
                min={SURFACE_MIN}
                max={SURFACE_MAX}
                inputMode="numeric"
                value={s.surface ?? ''}
                aria-invalid={s.errors.surface ? true : undefined}
                aria-describedby={s.errors.surface ? 'quote-surface-error' : 'quote-surface-label'}
                step={SURFACE_STEP}
                onChange={(e) => s.setField('surface', e.target.value === '' ? null : Number(e.target.value))}
                onBlur={settleSurface}
                onKeyDown={(event) => {
                  if (event.key !== 'Enter') return;
                  event.preventDefault();
                  surfaceEnter(event.currentTarget.form);
                }}
                css={css`max-width: 110px;`}
              />
              <span>m²</span>
              <strong id="quote-surface-label">{s.surface ? surfaceLabel(s.surface) : ''}</strong>
            </div>
            <FieldError id="quote-surface-error" message={s.errors.surface} />
          </div>
          <RadioGroup
            name="propertyType"
            legend={texts.propertyType}
            value={s.propertyType}
            error={s.errors.propertyType}
            onValue={(v) => s.setField('propertyType', v)}
            options={[
              { value: 'maison', label: texts.maison },
              { value: 'appartement', label: texts.appartement },
            ]}
          />
          {s.propertyType === 'appartement' && (
            <RadioGroup
              name="hasElevator"
              legend={texts.elevator}
              value={s.hasElevator === null ? '' : s.hasElevator ? 'oui' : 'non'}
              error={s.errors.hasElevator}
              onValue={(v) => s.setField('hasElevator', v === 'oui')}
              options={[
                { value: 'oui', label: texts.yes },
                { value: 'non', label: texts.no },
              ]}
            />
          )}
          <RadioGroup
            name="homeOlderThanTwoYears"
            legend={texts.homeAge}
            value={s.homeOlderThanTwoYears === null ? '' : s.homeOlderThanTwoYears ? 'oui' : 'non'}
            error={s.errors.homeOlderThanTwoYears}
            onValue={(v) => s.setField('homeOlderThanTwoYears', v === 'oui')}
            options={[
              { value: 'oui', label: texts.homeAgeOlder, hint: texts.homeAgeOlderHint },
              { value: 'non', label: texts.homeAgeNewer, hint: texts.homeAgeNewerHint },
            ]}
          />
        </>
      )}

      <Activity mode={s.step === 2 ? 'visible' : 'hidden'}>
        <RadioGroup
          name="finition"
          legend={texts.finition}
          value={s.finition}
          error={s.errors.finition}
          onValue={s.chooseFinition}
          options={finitionOptions(vatRateFor(s.homeOlderThanTwoYears))}
          columns={1}
        />
        {s.finition === 'poncageVitrification' && (
          <RadioGroup
            name="finishType"
            legend={texts.look}
            value={s.finishType as 'mat'}
            onValue={(v) => s.setField('finishType', v)}
            options={lookOptions}
            columns={3}
          />
        )}
        {s.finition !== 'poncageEscalier' && (
          <Checkbox
            name="teinture"
            label={texts.teinture(vatRateFor(s.homeOlderThanTwoYears))}
            checked={s.teinture}
            onValue={(v) => s.setField('teinture', v)}
          />
        )}
      </Activity>

      {s.step === 3 && (
        <>
          <ContactFields withAddress={false} />
          <p>
            <button
              type="button"
              onClick={onFinalize}
              css={css`background: none; border: 0; padding: 8px 0; color: var(--c-link); text-decoration: underline; font: inherit; cursor: pointer;`}
            >
              {texts.finalizeOpen}
            </button>
          </p>
        </>
      )}

      {/* A surface outside the range is never priced: its message under the field says why. */}
      {surfaceValid && (
        <EstimatePanel
          input={{
            surface: s.surface ?? 0,
            finition: s.finition,
            teinture: s.teinture,
            propertyType: s.propertyType,
            hasElevator: s.hasElevator,
            homeOlderThanTwoYears: s.homeOlderThanTwoYears,
          }}
          revealed={s.revealed}
        />
      )}

      {s.submitError && (
        <p role="alert" css={css`color: var(--c-danger); font-weight: 600;`}>
          {s.submitError}
        </p>
      )}

      {/* The bar stays in view at the bottom of the dialog: what the send button's state means (a
          request kept offline, the terms box left unticked) is said in it, beside the button. */}
      <div css={css`position: sticky; bottom: -20px; padding: 12px 0; background: var(--c-surface);`}>
        <div role="status">
          {s.step === 3 && s.status === 'queued' && <SendNotes queued termsMissing={false} />}
        </div>
        <div css={css`display: flex; gap: 10px; justify-content: space-between;`}>
          {s.step > 1 ? (
            <Button variant="secondary" onClick={previous}>
              {texts.previous}
            </Button>
          ) : (
            <span />
          )}
          {s.step < 3 ? (
            <Button type="submit">{texts.next}</Button>
          ) : (
            <Button
              type="submit"
              disabled={sending || s.status === 'queued' || !s.acceptTerms}
              aria-describedby={!s.acceptTerms && s.status !== 'queued' ? 'quote-terms-missing' : undefined}
            >
              {sending ? texts.sending : texts.submit}
            </Button>
          )}
        </div>
        {s.step === 3 && s.status !== 'queued' && !s.acceptTerms && <SendNotes queued={false} termsMissing />}
      </div>
      <p css={css`font-size: 0.9rem; color: var(--c-textMuted); margin: 4px 0 0;`}>
        Une question&#8239;? <PhoneLink source="quote_wizard">Appelez le {business.phone.display}</PhoneLink>
      </p>
    </form>
  );
}
