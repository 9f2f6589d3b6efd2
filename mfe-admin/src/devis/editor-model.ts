import {
  DEVIS_UNITS,
  DEVIS_VAT_RATES,
  type DevisContent,
  type DevisLine,
  type DevisUnit,
} from '@parquet-alsace/shared/devis';
import { formatNumber } from '@parquet-alsace/shared/format';
import { type VatRate, vatRateFor } from '@parquet-alsace/shared/quote';

/**
 * The editor's form: the devis's content with its figures as typed (« 12,5 »), so that a comma,
 * a half-typed number or an empty box is kept as it is until the save checks it.
 */
export interface LineForm {
  /** Stable across edits (React's key); not saved. */
  key: string;
  description: string;
  quantity: string;
  unit: DevisUnit;
  unitPriceHt: string;
  vatRate: VatRate;
}

export interface DevisForm
  extends Omit<DevisContent, 'lines' | 'travelHt' | 'depositPercent' | 'devisPriceTtc'> {
  lines: LineForm[];
  travelHt: string;
  depositPercent: string;
  devisPriceTtc: string;
}

let counter = 0;
export const newLineKey = () => `ligne-${++counter}`;

/** A figure as a French box shows it: 12.5 → « 12,5 », 42 → « 42 », 46.2 → « 46,20 ». */
export function figureText(value: number): string {
  if (!Number.isFinite(value)) return '';
  return Number.isInteger(value) ? String(value) : formatNumber(value, 2).replace(/\u202f/g, '');
}

/** « 12,5 », « 1 234.50 », « 42 » → the number; '' or anything else → NaN. */
export function parseFigure(text: string): number {
  const cleaned = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

export const isUnit = (value: string): value is DevisUnit =>
  (DEVIS_UNITS as readonly string[]).includes(value);
export const vatRateOf = (value: string): VatRate => {
  const rate = Number(value);
  return (DEVIS_VAT_RATES as readonly number[]).includes(rate) ? rate : 20;
};

export function toForm(content: DevisContent): DevisForm {
  return {
    ...content,
    lines: content.lines.map((line) => ({
      key: newLineKey(),
      description: line.description,
      quantity: figureText(line.quantity),
      unit: line.unit,
      unitPriceHt: figureText(line.unitPriceHt),
      vatRate: line.vatRate,
    })),
    travelHt: figureText(content.travelHt),
    depositPercent: figureText(content.depositPercent),
    devisPriceTtc: figureText(content.devisPriceTtc),
  };
}

/** The form without its lines' keys: what is compared to tell whether something is unsaved. */
export const comparable = (form: DevisForm) => ({
  ...form,
  lines: form.lines.map(({ key: _key, ...line }) => line),
});

/** A figure for the live totals: what cannot be read yet counts as 0. */
const orZero = (value: number) => (Number.isFinite(value) ? value : 0);

/** The content the totals are computed from while typing (unreadable figures count as 0). */
export function liveContent(form: DevisForm): DevisContent {
  return {
    ...form,
    lines: form.lines.map((line) => ({
      description: line.description,
      quantity: orZero(parseFigure(line.quantity)),
      unit: line.unit,
      unitPriceHt: orZero(parseFigure(line.unitPriceHt)),
      vatRate: line.vatRate,
    })),
    travelHt: orZero(parseFigure(form.travelHt)),
    depositPercent: orZero(parseFigure(form.depositPercent)),
    devisPriceTtc: orZero(parseFigure(form.devisPriceTtc)),
  };
}

/** The id of each figure to correct, with its French message. */
export type FormErrors = Record<string, string>;

export const lineFieldId = (key: string, field: 'description' | 'quantity' | 'unit' | 'price' | 'vat') =>
  `devis-${key}-${field}`;

const twoDecimals = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/**
 * The content to save, or the figures to correct: each one a number ≥ 0 with two decimals at
 * most, the deposit a percentage. Other gaps (no line, no validity) are the sending's to name.
 */
export function fromForm(
  form: DevisForm,
  messages: { figure: string; percent: string; required: string },
): { ok: true; content: DevisContent } | { ok: false; errors: FormErrors } {
  const errors: FormErrors = {};
  // A line's quantity and price left empty are asked for (emptied to be typed again, they
  // would otherwise be saved as 0); the other figures empty count as 0.
  const figure = (id: string, text: string, { percent = false, required = false } = {}) => {
    if (required && text.trim() === '') {
      errors[id] = messages.required;
      return 0;
    }
    const value = text.trim() === '' ? 0 : parseFigure(text);
    if (!Number.isFinite(value) || value < 0 || !twoDecimals(value)) errors[id] = messages.figure;
    else if (percent && value > 100) errors[id] = messages.percent;
    return value;
  };
  const lines: DevisLine[] = form.lines.map((line) => ({
    description: line.description.trim(),
    quantity: figure(lineFieldId(line.key, 'quantity'), line.quantity, { required: true }),
    unit: line.unit,
    unitPriceHt: figure(lineFieldId(line.key, 'price'), line.unitPriceHt, { required: true }),
    vatRate: line.vatRate,
  }));
  const content: DevisContent = {
    customerName: form.customerName.trim(),
    customerEmail: form.customerEmail.trim(),
    customerPhone: form.customerPhone.trim(),
    worksAddress: form.worksAddress.trim(),
    worksNature: form.worksNature.trim(),
    homeOlderThanTwoYears: form.homeOlderThanTwoYears,
    lines,
    travelHt: figure('devis-deplacement', form.travelHt),
    travelVatRate: form.travelVatRate,
    start: form.start.trim(),
    duration: form.duration.trim(),
    validUntil: form.validUntil,
    paymentTerms: form.paymentTerms.trim(),
    depositPercent: figure('devis-acompte', form.depositPercent, { percent: true }),
    free: form.free,
    devisPriceTtc: form.free ? 0 : figure('devis-prix', form.devisPriceTtc),
  };
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, content };
}

/**
 * The answer « logement de plus de deux ans » changed: the lines and the travel costs still at
 * the rate the previous answer gave move to the new answer's rate (a rate chosen by hand stays).
 */
export function withHomeAge(form: DevisForm, older: boolean | null): DevisForm {
  const before = vatRateFor(form.homeOlderThanTwoYears);
  const after = vatRateFor(older);
  const follow = (rate: VatRate) => (rate === before ? after : rate);
  return {
    ...form,
    homeOlderThanTwoYears: older,
    lines: form.lines.map((line) => ({ ...line, vatRate: follow(line.vatRate) })),
    travelVatRate: follow(form.travelVatRate),
  };
}
