import type { AuditEntry } from './api';
import { fieldChanges } from './describe';

const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  at: '2026-11-26T10:00:00Z',
  actor_email: 'chef@example.com',
  actor_role: 'authenticated',
  table_name: 'form_submissions',
  row_id: 'x',
  action: 'update',
  redacted: false,
  before: null,
  after: null,
  ...over,
});

it('lists only the fields that changed, with French labels and values', () => {
  expect(
    fieldChanges(
      entry({
        before: { status: 'nouveau', finition: 'huileEnvironnement', updated_at: 'a', full_name: 'Nina' },
        after: { status: 'gagne', finition: 'vernisIntensif', updated_at: 'b', full_name: 'Nina' },
      }),
    ),
  ).toEqual([
    { field: 'Statut', before: 'Nouveau', after: 'Gagné' },
    {
      field: 'Finition',
      before: expect.stringMatching(/^Ponçage/),
      after: expect.stringMatching(/^Ponçage/),
    },
  ]);
});

it('names a company field as the company screen does, and cuts a long text', () => {
  expect(
    fieldChanges(
      entry({
        table_name: 'company_details',
        before: { phone: '03 53 01 24 68', opening_days: 'x' },
        after: { phone: '03 89 00 11 22', opening_days: 'x' },
      }),
    ),
  ).toEqual([{ field: 'Téléphone principal', before: '03 53 01 24 68', after: '03 89 00 11 22' }]);
  const [long] = fieldChanges(
    entry({ table_name: 'lead_notes', action: 'insert', after: { body: 'a'.repeat(300), lead_id: 'l' } }),
  );
  expect(long).toEqual({ field: 'Note', before: null, after: `${'a'.repeat(119)}…` });
});

it('shows what a deletion took away when the entry kept it', () => {
  expect(
    fieldChanges(
      entry({ table_name: 'review_responses', action: 'delete', before: { id: 'r', content: 'Merci !' } }),
    ),
  ).toEqual([{ field: 'Texte', before: 'Merci !', after: null }]);
});

it('says nothing of an erased entry, an erased deletion or an export', () => {
  expect(fieldChanges(entry({ redacted: true }))).toEqual([]);
  expect(fieldChanges(entry({ action: 'delete', before: null }))).toEqual([]);
  expect(fieldChanges(entry({ table_name: 'person', action: 'export', after: { leads: 2 } }))).toEqual([]);
});
