import type { CompanyPriceListRow } from '@parquet-alsace/shared';
import { type PriceListKey, priceListGroups, priceListTexts } from './texts';

const m = priceListTexts.errors;
// One line: no control or direction characters (the database refuses them too).
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
const MULTI_LINE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

/** The form's values: what the staff member typed, field by field. */
export type PriceListForm = Record<PriceListKey, string>;

const fields = priceListGroups.flatMap((group) => group.fields);

/** The stored values as the form shows them: "0.6" → "0,60", a null → "". */
export function toForm(row: CompanyPriceListRow): PriceListForm {
  return Object.fromEntries(
    fields.map((field) => {
      const value = row[field.key];
      if (value === null || value === undefined) return [field.key, ''];
      if (field.kind === 'euros') {
        const n = Number(value);
        return [field.key, (Number.isInteger(n) ? String(n) : n.toFixed(2)).replace('.', ',')];
      }
      if (field.kind === 'rating') return [field.key, String(value).replace('.', ',')];
      return [field.key, String(value)];
    }),
  ) as PriceListForm;
}

const number = (text: string) => Number(text.replace(/\s/g, '').replace(',', '.'));

/**
 * The values to save, or the message of each field to correct (the database's rules as well).
 * An empty amount is "not known" (left out of the site), except the devis's price: 0, free.
 */
export function fromForm(
  form: PriceListForm,
): { ok: true; values: CompanyPriceListRow } | { ok: false; errors: Partial<Record<PriceListKey, string>> } {
  const errors: Partial<Record<PriceListKey, string>> = {};
  const values: Record<string, string | number | null> = {};
  for (const field of fields) {
    const text = form[field.key].trim();
    if (field.kind === 'text' || field.kind === 'url') {
      if (text.length > (field.maxLength ?? 300) || MULTI_LINE.test(text))
        errors[field.key] = m.tooLong(field.maxLength ?? 300);
      else if (field.kind === 'url' && text && !/^https:\/\/[^\s/]+\.[^\s/]+(\/\S*)?$/.test(text))
        errors[field.key] = m.url;
      values[field.key] = text;
      continue;
    }
    if (!text) {
      if (field.key === 'price_list_date') errors[field.key] = m.required;
      values[field.key] = field.key === 'quote_price_ht' ? 0 : null;
      continue;
    }
    if (field.kind === 'date') {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || Number.isNaN(Date.parse(text))) errors[field.key] = m.date;
      values[field.key] = text;
      continue;
    }
    const n = number(text);
    if (!/^\d+([.,]\d+)?$/.test(text.replace(/\s/g, '')) || !Number.isFinite(n)) {
      errors[field.key] =
        field.kind === 'integer' ? m.integer : field.kind === 'rating' ? m.rating : m.number;
    } else if (field.kind === 'integer' && !Number.isInteger(n)) errors[field.key] = m.integer;
    else if (field.kind === 'rating' && n > 5) errors[field.key] = m.rating;
    else if (field.max !== undefined && n > field.max) errors[field.key] = m.range(field.max);
    values[field.key] =
      field.kind === 'euros'
        ? Math.round(n * 100) / 100
        : field.kind === 'rating'
          ? Math.round(n * 10) / 10
          : n;
  }
  const rating = fields.filter((field) => field.key.startsWith('external_rating_'));
  const filled = rating.filter((field) => form[field.key].trim() !== '');
  if (filled.length > 0 && filled.length < rating.length) {
    for (const field of rating) if (!form[field.key].trim()) errors[field.key] ??= m.ratingWhole;
  }
  return Object.keys(errors).length
    ? { ok: false, errors }
    : { ok: true, values: values as unknown as CompanyPriceListRow };
}
