import type { SettingsChange } from './api';

/**
 * The head office's rules as the database creates them (the defaults of `visit_settings`): what
 * the back office's tests show and save, against a mocked API or the real one.
 */
export const headOfficeRules: SettingsChange = {
  label: 'Siège',
  postal_prefixes: [],
  visit_minutes: 60,
  buffer_minutes: 30,
  notice_days: 1,
  horizon_days: 21,
  max_per_day: 4,
};
