import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { renderWithBackend } from '../test-support';
import { AgendaPage, agendaStart } from './agenda-page';
import {
  type AgendaVisit,
  addClosure,
  addHours,
  fetchAgenda,
  fetchAvailability,
  fetchLeadVisit,
  fetchStaffSlots,
  saveSettings,
  staffBookVisit,
  staffCancelVisit,
} from './api';
import { AvailabilityPage } from './availability-page';
import { headOfficeRules } from './fixtures';
import { LeadVisit } from './lead-visit';

jest.mock('./api', () => ({
  ...jest.requireActual('./api'),
  fetchAgenda: jest.fn(),
  fetchAvailability: jest.fn(),
  fetchLeadVisit: jest.fn(),
  fetchStaffSlots: jest.fn(),
  saveSettings: jest.fn(),
  addClosure: jest.fn(),
  addHours: jest.fn(),
  staffBookVisit: jest.fn(),
  staffCancelVisit: jest.fn(),
}));
const mocked = <T extends (...args: never[]) => unknown>(fn: T) => fn as unknown as jest.MockedFunction<T>;

/** Structure, names and roles, checked by axe in the DOM (contrast: in Chromium, by the e2e journeys). */
async function violations(container: HTMLElement): Promise<string[]> {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const LEAD = '6f0c2a4e-1d3b-4c55-9a1e-2b7f0c9d8e11';
const siege = { agency: 'siege', ...headOfficeRules, updated_at: '2026-12-01T00:00:00Z' };
const visit = (id: string, startsAt: string, endsAt: string, name: string): AgendaVisit => ({
  id,
  lead_id: LEAD,
  agency: 'siege',
  starts_at: startsAt,
  ends_at: endsAt,
  booked_by: 'visiteur',
  form_submissions: { full_name: name, phone: '+33612345678', address: '3 rue du Moulin, 68000 Colmar' },
});

test('the agenda lists the visits by day, each with its time, customer and lead', async () => {
  mocked(fetchAgenda).mockResolvedValue([
    visit('a', '2026-12-15T08:00:00Z', '2026-12-15T09:00:00Z', 'Anne <b>Klein</b>'),
    visit('b', '2026-12-15T13:00:00Z', '2026-12-15T14:00:00Z', 'Luc Schmitt'),
    visit('c', '2026-12-16T08:00:00Z', '2026-12-16T09:00:00Z', 'Marie Weber'),
  ]);
  const { container } = renderWithBackend(<AgendaPage />);
  const days = await screen.findAllByRole('region');
  expect(await violations(container)).toEqual([]);
  expect(days.map((day) => within(day).getByRole('heading').textContent)).toEqual([
    'Mardi 15 décembre 2026',
    'Mercredi 16 décembre 2026',
  ]);
  const first = within(days[0] as HTMLElement).getAllByRole('listitem');
  expect(first.map((item) => item.querySelector('strong')?.textContent)).toEqual([
    '9\u00a0h\u00a000 – 10\u00a0h\u00a000 · Anne <b>Klein</b>',
    '14\u00a0h\u00a000 – 15\u00a0h\u00a000 · Luc Schmitt',
  ]);
  expect(
    within(first[0] as HTMLElement)
      .getByRole('link', { name: 'Ouvrir la demande' })
      .getAttribute('href'),
  ).toBe(`/admin/leads/${LEAD}/`);
});

test('« Disponibilités »: the rules are saved whole, a closed day is added', async () => {
  const user = userEvent.setup();
  mocked(fetchAvailability).mockResolvedValue({
    settings: [siege],
    hours: [{ id: 'h1', agency: 'siege', weekday: 1, opens: '09:00:00', closes: '12:00:00' }],
    closures: [],
  });
  mocked(saveSettings).mockResolvedValue();
  mocked(addClosure).mockResolvedValue();
  const { container } = renderWithBackend(<AvailabilityPage />);
  const hours = await screen.findAllByRole('listitem');
  expect(await violations(container)).toEqual([]);
  expect(hours[0]?.textContent).toMatch(/^lundi\u00a0: 9\u00a0h\u00a000 – 12\u00a0h\u00a000 Retirer/);
  const length = screen.getByLabelText('Durée d’une visite (min)');
  await user.clear(length);
  await user.type(length, '90');
  await user.type(screen.getByLabelText(/Préfixes de codes postaux/), '67, 57');
  await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
  expect(mocked(saveSettings).mock.calls[0]?.[1]).toBe('siege');
  expect(mocked(saveSettings).mock.calls[0]?.[2]).toMatchObject({
    visit_minutes: 90,
    buffer_minutes: 30,
    notice_days: 1,
    postal_prefixes: ['67', '57'],
  });
  await user.type(screen.getByLabelText('Du'), '2026-12-24');
  await user.type(screen.getByLabelText('Motif'), 'Noël');
  await user.click(screen.getByRole('button', { name: 'Ajouter la fermeture' }));
  expect(mocked(addClosure).mock.calls[0]?.[1]).toEqual({
    agency: 'siege',
    first_day: '2026-12-24',
    last_day: '2026-12-24',
    label: 'Noël',
  });
});

test('« Disponibilités »: hours overlapping another range of that day are refused in French', async () => {
  const user = userEvent.setup();
  mocked(fetchAvailability).mockResolvedValue({
    settings: [siege],
    hours: [{ id: 'h1', agency: 'siege', weekday: 1, opens: '09:00:00', closes: '12:00:00' }],
    closures: [],
  });
  // What the database answers (visit_hours_no_overlap), through the REST client.
  mocked(addHours).mockRejectedValue({
    code: '23P01',
    message: 'conflicting key value violates exclusion constraint "visit_hours_no_overlap"',
  });
  renderWithBackend(<AvailabilityPage />);
  const opens = await screen.findByLabelText('De');
  await user.clear(opens);
  await user.type(opens, '11:00');
  await user.click(screen.getByRole('button', { name: 'Ajouter ces horaires' }));
  expect(mocked(addHours).mock.calls[0]?.[1]).toMatchObject({ agency: 'siege', weekday: 1, opens: '11:00' });
  expect((await screen.findByRole('alert')).textContent).toBe(
    'Ces horaires chevauchent une autre plage du même jour\u00a0: modifiez-les, ou retirez d’abord l’autre plage.',
  );
  // Any other refusal keeps the general message.
  mocked(addHours).mockRejectedValue({ code: '42501', message: 'permission denied' });
  await user.click(screen.getByRole('button', { name: 'Ajouter ces horaires' }));
  expect((await screen.findByRole('alert')).textContent).toBe('La modification a échoué. Réessayez.');
});

test('on a lead, staff book a free slot and cancel the visit', async () => {
  const user = userEvent.setup();
  mocked(fetchLeadVisit).mockResolvedValue(null);
  mocked(fetchStaffSlots).mockResolvedValue([
    { starts_at: '2026-12-15T08:00:00Z', ends_at: '2026-12-15T09:00:00Z' },
  ]);
  mocked(staffBookVisit).mockResolvedValue();
  mocked(staffCancelVisit).mockResolvedValue();
  renderWithBackend(<LeadVisit leadId={LEAD} />);
  expect(await screen.findByText('Aucune visite planifiée.')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Planifier la visite' }));
  await screen.findByRole('option', { name: /mardi 15\sdécembre/ });
  await user.selectOptions(screen.getByLabelText('Créneau'), '2026-12-15T08:00:00Z');
  mocked(fetchLeadVisit).mockResolvedValue({
    id: 'v',
    lead_id: LEAD,
    agency: 'siege',
    starts_at: '2026-12-15T08:00:00Z',
    ends_at: '2026-12-15T09:00:00Z',
    blocked_until: '2026-12-15T09:30:00Z',
    status: 'booked',
    sequence: 0,
    booked_by: 'equipe',
    created_at: '2026-12-01T00:00:00Z',
    updated_at: '2026-12-01T00:00:00Z',
  });
  await user.click(
    within(screen.getByRole('region')).getAllByRole('button', {
      name: 'Planifier la visite',
    })[1] as HTMLElement,
  );
  expect(mocked(staffBookVisit)).toHaveBeenCalledWith(expect.anything(), LEAD, '2026-12-15T08:00:00Z');
  expect(await screen.findByText(/Visite planifiée/)).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Annuler la visite' }));
  expect(mocked(staffCancelVisit)).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'Confirmer l’annulation' }));
  expect(mocked(staffCancelVisit)).toHaveBeenCalledWith(expect.anything(), LEAD);
});

test('a lead’s visit that cannot be read says so and offers nothing to book until it is read', async () => {
  const user = userEvent.setup();
  mocked(fetchLeadVisit).mockRejectedValueOnce(new Error('Failed to fetch'));
  renderWithBackend(<LeadVisit leadId={LEAD} />);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'La visite de cette demande n’a pas pu être lue',
  );
  expect(screen.queryByText('Aucune visite planifiée.')).toBeNull();
  expect(screen.queryByRole('button', { name: 'Planifier la visite' })).toBeNull();
  mocked(fetchLeadVisit).mockResolvedValue(null);
  await user.click(screen.getByRole('button', { name: 'Réessayer' }));
  expect(await screen.findByText('Aucune visite planifiée.')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Planifier la visite' })).toBeTruthy();
});

test('free slots that cannot be read, or none, are said so', async () => {
  const user = userEvent.setup();
  mocked(fetchLeadVisit).mockResolvedValue(null);
  mocked(fetchStaffSlots).mockRejectedValueOnce(new Error('Failed to fetch'));
  renderWithBackend(<LeadVisit leadId={LEAD} />);
  await user.click(await screen.findByRole('button', { name: 'Planifier la visite' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Les créneaux libres n’ont pas pu être lus.');
  mocked(fetchStaffSlots).mockResolvedValue([]);
  await user.click(screen.getByRole('button', { name: 'Réessayer' }));
  expect(await screen.findByText(/^Aucun créneau libre dans les règles actuelles/)).toBeTruthy();
});

test('a booking refused because the slot was just taken shows the next free slots, none chosen', async () => {
  const user = userEvent.setup();
  mocked(fetchLeadVisit).mockResolvedValue(null);
  mocked(fetchStaffSlots).mockResolvedValueOnce([
    { starts_at: '2026-12-15T08:00:00Z', ends_at: '2026-12-15T09:00:00Z' },
    { starts_at: '2026-12-15T10:00:00Z', ends_at: '2026-12-15T11:00:00Z' },
  ]);
  mocked(fetchStaffSlots).mockResolvedValue([
    { starts_at: '2026-12-15T10:00:00Z', ends_at: '2026-12-15T11:00:00Z' },
  ]);
  mocked(staffBookVisit).mockRejectedValue({
    code: 'PT409',
    message: 'Ce créneau vient d’être réservé : choisissez-en un autre.',
  });
  renderWithBackend(<LeadVisit leadId={LEAD} />);
  await user.click(await screen.findByRole('button', { name: 'Planifier la visite' }));
  await screen.findByRole('option', { name: /9\sh\s00/ });
  await user.selectOptions(screen.getByLabelText('Créneau'), '2026-12-15T08:00:00Z');
  await user.click(
    within(screen.getByRole('region')).getAllByRole('button', {
      name: 'Planifier la visite',
    })[1] as HTMLElement,
  );
  // The database's message, in French typography.
  expect((await screen.findByRole('alert')).textContent).toBe(
    'Ce créneau vient d’être réservé\u00a0: choisissez-en un autre.',
  );
  await screen.findByText((_, element) => element?.tagName === 'SELECT' && element.children.length === 2);
  expect((screen.getByLabelText('Créneau') as HTMLSelectElement).value).toBe('');
  expect(screen.queryByRole('option', { name: /9\sh\s00/ })).toBeNull();
});

test('the agenda starts at the beginning of the Paris day, winter and summer, even late in the evening', () => {
  // 22:30 in Paris on 15 December: this morning's 8 h visit is still today's.
  expect(agendaStart(Date.parse('2026-12-15T21:30:00Z'))).toBe('2026-12-14T23:00:00.000Z');
  expect(agendaStart(Date.parse('2026-12-15T00:30:00Z'))).toBe('2026-12-14T23:00:00.000Z');
  expect(agendaStart(Date.parse('2026-07-01T21:30:00Z'))).toBe('2026-06-30T22:00:00.000Z');
  // The night the clocks go forward (29 March 2026): the day began at 00:00 winter time.
  expect(agendaStart(Date.parse('2026-03-29T12:00:00Z'))).toBe('2026-03-28T23:00:00.000Z');
});
