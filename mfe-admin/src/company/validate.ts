import type { Agency, CompanyFields } from './api';
import { agencyFields, companyGroups, companyTexts } from './texts';

const m = companyTexts.errors;
// One line: no control or direction characters (the database refuses them too).
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
const MULTI_LINE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

const PHONE = /^\+?\d[\d\s.]{5,19}$/;

/** The message of each field to correct (the same rules as the database's). */
export function validateCompany(fields: CompanyFields): Partial<Record<keyof CompanyFields, string>> {
  const errors: Partial<Record<keyof CompanyFields, string>> = {};
  for (const field of companyGroups.flatMap((g) => g.fields)) {
    const value = fields[field.key].trim();
    if (!value) continue;
    if (value.length > 300 || MULTI_LINE.test(value)) errors[field.key] = m.tooLong;
    else if (field.kind === 'email' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) errors[field.key] = m.email;
    else if (field.kind === 'url' && !/^https:\/\/[^\s/]+\.[^\s/]+(\/\S*)?$/.test(value))
      errors[field.key] = m.url;
    else if (field.kind === 'time' && !/^([01]\d|2[0-3]):[0-5]\d$/.test(value)) errors[field.key] = m.time;
    else if (field.kind === 'tel' && !PHONE.test(value)) errors[field.key] = m.tel;
    else if (field.key === 'siret' && !/^\d{3} ?\d{3} ?\d{3} ?\d{5}$/.test(value))
      errors[field.key] = m.siret;
  }
  return errors;
}

/** The message of each agency field to correct, by "<index>.<key>" (the database's rules too). */
export function validateAgencies(agencies: Agency[]): Record<string, string> {
  const errors: Record<string, string> = {};
  agencies.forEach((agency, index) => {
    for (const field of agencyFields) {
      const value = agency[field.key].trim();
      const key = `${index}.${field.key}`;
      if (!value) {
        if (field.required) errors[key] = m.required;
      } else if (value.length > 120 || MULTI_LINE.test(value)) errors[key] = m.agencyLine;
      else if (field.key === 'postalCode' && !/^\d{5}$/.test(value)) errors[key] = m.postalCode;
      else if (field.kind === 'tel' && !PHONE.test(value)) errors[key] = m.tel;
    }
  });
  return errors;
}
