import { DEVIS_UNITS, DEVIS_VAT_RATES, devisLineTotal } from '@parquet-alsace/shared/devis';
import { formatVatRate } from '@parquet-alsace/shared/quote';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useBackend } from '../auth/session';
import { adminErrorReason } from '../ui/admin-error';
import { sameForm, useFormDraft } from '../ui/form-draft';
import { NoticeLine, OutcomeSummary, TextField } from '../ui/form-parts';
import type { Notice } from '../ui/published-item';
import { errorCss, fieldCss, labelCss, mutedCss, panelCss, smallButtonCss } from '../ui/styles';
import { saveDevisContent } from './api';
import {
  comparable,
  type DevisForm,
  type FormErrors,
  fromForm,
  isUnit,
  type LineForm,
  lineFieldId,
  liveContent,
  newLineKey,
  parseFigure,
  toForm,
  vatRateOf,
  withHomeAge,
} from './editor-model';
import { devisFieldIds, type LeadDevis } from './model';
import { devisQueries } from './queries';
import { SendDevis } from './send-devis';
import { devisTexts as t } from './texts';
import { DevisTotalsTable, ht } from './totals';

type Devis = NonNullable<LeadDevis['devis']>;

const fieldsetCss = [panelCss, { margin: 0 }] as const;
const legendCss = { fontWeight: 700, padding: '0 4px' } as const;
const gridCss = {
  display: 'grid',
  gap: 12,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 160px), 1fr))',
} as const;

/** A labelled control (select, textarea) with its error, the label tied by `id`. */
function Control({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: (described: string | undefined) => ReactNode;
}) {
  const described = [hint && `${id}-aide`, error && `${id}-erreur`].filter(Boolean).join(' ') || undefined;
  return (
    <div css={labelCss}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <span id={`${id}-aide`} css={[mutedCss, { fontWeight: 400 }]}>
          {hint}
        </span>
      )}
      {children(described)}
      {error && (
        <span id={`${id}-erreur`} css={errorCss}>
          {error}
        </span>
      )}
    </div>
  );
}

function VatSelect({ id, value, onChange }: { id: string; value: number; onChange: (rate: number) => void }) {
  return (
    <select
      id={id}
      css={fieldCss}
      value={String(value)}
      onChange={(e) => onChange(vatRateOf(e.target.value))}
    >
      {DEVIS_VAT_RATES.map((rate) => (
        <option key={rate} value={String(rate)}>
          {formatVatRate(rate)}
        </option>
      ))}
    </select>
  );
}

function LineFields({
  line,
  index,
  errors,
  onChange,
  onRemove,
}: {
  line: LineForm;
  index: number;
  errors: FormErrors;
  onChange: (line: LineForm) => void;
  onRemove: () => void;
}) {
  const id = (field: Parameters<typeof lineFieldId>[1]) => lineFieldId(line.key, field);
  const quantity = parseFigure(line.quantity);
  const price = parseFigure(line.unitPriceHt);
  const total =
    Number.isFinite(quantity) && Number.isFinite(price)
      ? devisLineTotal({ quantity, unitPriceHt: price })
      : 0;
  return (
    <fieldset css={[panelCss, { margin: 0, padding: 12, background: 'var(--c-surfaceRaised)' }]}>
      <legend css={legendCss}>{t.line(index)}</legend>
      <Control id={id('description')} label={t.description}>
        {() => (
          <textarea
            id={id('description')}
            css={[fieldCss, { minHeight: 64 }]}
            maxLength={500}
            value={line.description}
            onChange={(e) => onChange({ ...line, description: e.target.value })}
          />
        )}
      </Control>
      <div css={gridCss}>
        <TextField
          id={id('quantity')}
          label={t.quantity}
          inputMode="decimal"
          autoComplete="off"
          value={line.quantity}
          error={errors[id('quantity')]}
          onChange={(e) => onChange({ ...line, quantity: e.target.value })}
        />
        <Control id={id('unit')} label={t.unit}>
          {() => (
            <select
              id={id('unit')}
              css={fieldCss}
              value={line.unit}
              onChange={(e) => isUnit(e.target.value) && onChange({ ...line, unit: e.target.value })}
            >
              {DEVIS_UNITS.map((unit) => (
                <option key={unit} value={unit}>
                  {unit}
                </option>
              ))}
            </select>
          )}
        </Control>
        <TextField
          id={id('price')}
          label={t.unitPrice}
          inputMode="decimal"
          autoComplete="off"
          value={line.unitPriceHt}
          error={errors[id('price')]}
          onChange={(e) => onChange({ ...line, unitPriceHt: e.target.value })}
        />
        <Control id={id('vat')} label={t.vatRate}>
          {() => (
            <VatSelect
              id={id('vat')}
              value={line.vatRate}
              onChange={(vatRate) => onChange({ ...line, vatRate })}
            />
          )}
        </Control>
      </div>
      <div css={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
        <p css={{ margin: 0, marginRight: 'auto' }}>
          {t.lineTotal}&nbsp;: <strong>{ht(total)}</strong>
        </p>
        <button type="button" css={smallButtonCss('danger')} onClick={onRemove}>
          {t.removeLine(index)}
        </button>
      </div>
    </fieldset>
  );
}

/** Whether a line is one `staff_devis_missing` would name: no description, or no quantity. */
const incomplete = (line: LineForm) => !line.description.trim() || !(parseFigure(line.quantity) > 0);

/** The devis's editor: its content, the live totals, the save, and the sending once complete. */
export function DevisEditor({ leadId, devis }: { leadId: string; devis: Devis }) {
  const backend = useBackend();
  const client = useQueryClient();
  const [form, setForm] = useState<DevisForm>(() => toForm(devis.content));
  const [saved, setSaved] = useState<DevisForm>(form);
  const [errors, setErrors] = useState<FormErrors>({});
  const [outcome, setOutcome] = useState<Notice>(null);
  const [lineNotice, setLineNotice] = useState<Notice>(null);
  const summary = useRef<HTMLParagraphElement>(null);
  const draft = useFormDraft({
    key: `devis:${devis.id}`,
    base: comparable(saved),
    form: comparable(form),
    isValid: (kept) => typeof kept === 'object' && kept !== null && Array.isArray(kept.lines),
    onRestore: (kept) =>
      setForm({ ...kept, lines: kept.lines.map((line) => ({ ...line, key: newLineKey() })) }),
  });
  const dirty = draft.dirty;
  const wasSent = devis.status === 'envoye';

  // The form as it is now, for the end of a save: what was typed during it is kept.
  const current = useRef(form);
  current.current = form;
  const save = useMutation({
    mutationFn: ({ content }: { content: Devis['content']; sent: DevisForm }) =>
      saveDevisContent(backend, devis.id, content),
    onSuccess: async (_, { content, sent }) => {
      const now = toForm(content);
      // The lines keep their keys: the fields keep their focus and their ids.
      const kept = {
        ...now,
        lines: now.lines.map((line, i) => ({ ...line, key: sent.lines[i]?.key ?? line.key })),
      };
      setSaved(kept);
      // Nothing typed since it was sent: the form takes the saved figures as written back
      // (« 12,5 » → « 12,50 ») and its draft goes. Typed meanwhile: the form stays as it is,
      // unsaved, and its draft is kept.
      if (sameForm(comparable(current.current), comparable(sent))) {
        setForm(kept);
        draft.clear();
      }
      setOutcome({ ok: true, text: wasSent ? t.savedNewVersion(devis.version + 1) : t.saved });
      await client.invalidateQueries({ queryKey: devisQueries.ofLead(backend, leadId).queryKey });
    },
    onError: (error) =>
      setOutcome({ ok: false, text: adminErrorReason(error) === 'not-staff' ? t.notStaff : t.saveFailed }),
  });
  useEffect(() => {
    if (outcome) summary.current?.focus();
  }, [outcome]);

  const set = <K extends keyof DevisForm>(key: K, value: DevisForm[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  const setLine = (index: number, line: LineForm) =>
    setForm((f) => ({ ...f, lines: f.lines.map((l, i) => (i === index ? line : l)) }));
  const addLine = () => {
    const key = newLineKey();
    const rate = form.lines.at(-1)?.vatRate ?? form.travelVatRate;
    setForm((f) => ({
      ...f,
      lines: [
        ...f.lines,
        { key, description: '', quantity: '1', unit: 'forfait', unitPriceHt: '0', vatRate: rate },
      ],
    }));
    setLineNotice(null);
    requestAnimationFrame(() => document.getElementById(lineFieldId(key, 'description'))?.focus());
  };
  const removeLine = (index: number) => {
    setForm((f) => ({ ...f, lines: f.lines.filter((_, i) => i !== index) }));
    setLineNotice({ ok: true, text: t.lineRemoved(index) });
    requestAnimationFrame(() => document.getElementById(devisFieldIds.lines)?.focus());
  };

  /** A missing item's link: its field takes the focus (the lines: the first incomplete one). */
  const focusField = (fieldId: string) => {
    let target = fieldId;
    if (fieldId === devisFieldIds.lines) {
      const line = form.lines.find(incomplete);
      if (line) target = lineFieldId(line.key, line.description.trim() ? 'quantity' : 'description');
    }
    const element = document.getElementById(target);
    element?.scrollIntoView?.({ block: 'center' });
    element?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = fromForm(form, { figure: t.figure, percent: t.percent, required: t.required });
    if (!result.ok) {
      setErrors(result.errors);
      setOutcome({ ok: false, text: t.fix(Object.keys(result.errors).length) });
      return;
    }
    setErrors({});
    // Nothing changed: saving a sent devis would still make a new version of it.
    if (!dirty) {
      setOutcome({ ok: true, text: t.nothingToSave });
      return;
    }
    setOutcome(null);
    save.mutate({ content: result.content, sent: form });
  };

  return (
    <div css={{ display: 'grid', gap: 16 }}>
      {draft.notice}
      {wasSent && dirty && (
        <p role="status" css={[panelCss, { margin: 0, borderColor: 'var(--c-link)' }]}>
          {t.newVersion(devis.version, devis.version + 1)}
        </p>
      )}
      <form onSubmit={submit} noValidate css={{ display: 'grid', gap: 16 }} aria-label={t.formTitle}>
        <fieldset css={fieldsetCss}>
          <legend css={legendCss}>{t.customer}</legend>
          <div css={gridCss}>
            <TextField
              id={devisFieldIds.customerName}
              label={t.customerName}
              autoComplete="off"
              maxLength={120}
              value={form.customerName}
              onChange={(e) => set('customerName', e.target.value)}
            />
            <TextField
              id={devisFieldIds.customerEmail}
              label={t.customerEmail}
              type="email"
              autoComplete="off"
              maxLength={254}
              value={form.customerEmail}
              onChange={(e) => set('customerEmail', e.target.value)}
            />
            <TextField
              id="devis-client-telephone"
              label={t.customerPhone}
              type="tel"
              autoComplete="off"
              maxLength={40}
              value={form.customerPhone}
              onChange={(e) => set('customerPhone', e.target.value)}
            />
          </div>
          <Control id={devisFieldIds.worksAddress} label={t.worksAddress}>
            {() => (
              <textarea
                id={devisFieldIds.worksAddress}
                css={[fieldCss, { minHeight: 64 }]}
                maxLength={400}
                value={form.worksAddress}
                onChange={(e) => set('worksAddress', e.target.value)}
              />
            )}
          </Control>
          <Control id={devisFieldIds.worksNature} label={t.worksNature}>
            {() => (
              <textarea
                id={devisFieldIds.worksNature}
                css={[fieldCss, { minHeight: 80 }]}
                maxLength={1000}
                value={form.worksNature}
                onChange={(e) => set('worksNature', e.target.value)}
              />
            )}
          </Control>
          <Control id="devis-logement" label={t.homeOlder} hint={t.homeOlderHint}>
            {(described) => (
              <select
                id="devis-logement"
                aria-describedby={described}
                css={fieldCss}
                value={form.homeOlderThanTwoYears === null ? '' : String(form.homeOlderThanTwoYears)}
                onChange={(e) =>
                  setForm((f) => withHomeAge(f, e.target.value === '' ? null : e.target.value === 'true'))
                }
              >
                <option value="">{t.homeOlderUnknown}</option>
                <option value="true">{t.homeOlderYes}</option>
                <option value="false">{t.homeOlderNo}</option>
              </select>
            )}
          </Control>
        </fieldset>

        <fieldset css={fieldsetCss}>
          <legend css={legendCss}>{t.lines}</legend>
          {form.lines.length === 0 && <p css={{ margin: 0 }}>{t.noLines}</p>}
          {form.lines.map((line, index) => (
            <LineFields
              key={line.key}
              line={line}
              index={index}
              errors={errors}
              onChange={(next) => setLine(index, next)}
              onRemove={() => removeLine(index)}
            />
          ))}
          <div>
            <button id={devisFieldIds.lines} type="button" css={smallButtonCss()} onClick={addLine}>
              + {t.addLine}
            </button>
          </div>
          <NoticeLine notice={lineNotice} />
        </fieldset>

        <fieldset css={fieldsetCss}>
          <legend css={legendCss}>{t.travel}</legend>
          <div css={gridCss}>
            <TextField
              id="devis-deplacement"
              label={t.travelHt}
              inputMode="decimal"
              autoComplete="off"
              value={form.travelHt}
              error={errors['devis-deplacement']}
              onChange={(e) => set('travelHt', e.target.value)}
            />
            <Control id="devis-deplacement-tva" label={t.travelVat}>
              {() => (
                <VatSelect
                  id="devis-deplacement-tva"
                  value={form.travelVatRate}
                  onChange={(rate) => set('travelVatRate', rate)}
                />
              )}
            </Control>
          </div>
        </fieldset>

        <fieldset css={fieldsetCss}>
          <legend css={legendCss}>{t.schedule}</legend>
          <div css={gridCss}>
            <TextField
              id="devis-debut"
              label={t.start}
              hint={t.startHint}
              maxLength={120}
              value={form.start}
              onChange={(e) => set('start', e.target.value)}
            />
            <TextField
              id="devis-duree"
              label={t.duration}
              hint={t.durationHint}
              maxLength={120}
              value={form.duration}
              onChange={(e) => set('duration', e.target.value)}
            />
            <TextField
              id={devisFieldIds.validUntil}
              label={t.validity}
              type="date"
              value={form.validUntil}
              onChange={(e) => set('validUntil', e.target.value)}
            />
          </div>
        </fieldset>

        <fieldset css={fieldsetCss}>
          <legend css={legendCss}>{t.payment}</legend>
          <Control id={devisFieldIds.paymentTerms} label={t.paymentTerms}>
            {() => (
              <textarea
                id={devisFieldIds.paymentTerms}
                css={[fieldCss, { minHeight: 64 }]}
                maxLength={1000}
                value={form.paymentTerms}
                onChange={(e) => set('paymentTerms', e.target.value)}
              />
            )}
          </Control>
          <TextField
            id="devis-acompte"
            label={t.deposit}
            inputMode="decimal"
            autoComplete="off"
            value={form.depositPercent}
            error={errors['devis-acompte']}
            onChange={(e) => set('depositPercent', e.target.value)}
          />
          <fieldset css={{ border: 0, padding: 0, margin: 0, display: 'grid', gap: 4 }}>
            <legend css={[labelCss, { padding: 0, marginBottom: 4 }]}>{t.devisPrice}</legend>
            {([true, false] as const).map((free) => (
              <label key={String(free)} css={radioCss}>
                <input
                  type="radio"
                  name={`devis-gratuit-${devis.id}`}
                  checked={form.free === free}
                  onChange={() => set('free', free)}
                  css={{ width: 24, height: 24, margin: 0 }}
                />
                {free ? t.free : t.paid}
              </label>
            ))}
          </fieldset>
          {!form.free && (
            <TextField
              id="devis-prix"
              label={t.devisPriceTtc}
              inputMode="decimal"
              autoComplete="off"
              value={form.devisPriceTtc}
              error={errors['devis-prix']}
              onChange={(e) => set('devisPriceTtc', e.target.value)}
            />
          )}
        </fieldset>

        <section css={panelCss} aria-label={t.totals}>
          <DevisTotalsTable content={liveContent(form)} />
        </section>

        <div css={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
          <button type="submit" css={smallButtonCss('primary')} disabled={save.isPending}>
            {save.isPending ? t.saving : t.save}
          </button>
          <OutcomeSummary ref={summary} outcome={outcome} />
        </div>
      </form>
      <SendDevis leadId={leadId} devis={devis} dirty={dirty} onFocusField={focusField} />
    </div>
  );
}

const radioCss = {
  display: 'flex',
  gap: 8,
  alignItems: 'center',
  minHeight: 44,
  fontWeight: 400,
  cursor: 'pointer',
} as const;
