import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VisitChooser } from './visit-chooser';

const slots = [
  { starts_at: '2026-12-15T08:00:00+00:00', ends_at: '2026-12-15T09:00:00+00:00' },
  { starts_at: '2026-12-15T09:30:00+00:00', ends_at: '2026-12-15T10:30:00+00:00' },
  { starts_at: '2026-12-16T08:00:00+00:00', ends_at: '2026-12-16T09:00:00+00:00' },
  { starts_at: '2026-12-17T08:00:00+00:00', ends_at: '2026-12-17T09:00:00+00:00' },
  { starts_at: '2026-12-18T08:00:00+00:00', ends_at: '2026-12-18T09:00:00+00:00' },
];
const rpc = jest.fn();
jest.mock('@parquet-alsace/shared/client', () => ({
  ...jest.requireActual('@parquet-alsace/shared/client'),
  browserBackend: async () => ({ rpc }),
}));

beforeEach(() => rpc.mockReset());

const slotButtons = () =>
  within(screen.getByRole('list'))
    .getAllByRole('button')
    .map((button) => button.textContent);

test('two taps: a slot, then « Confirmer la visite »; the booked visit gives the calendar and its page', async () => {
  const user = userEvent.setup();
  const token = 'ef'.repeat(32);
  rpc.mockImplementation(async (name: string) =>
    name === 'available_visit_slots'
      ? { data: slots, error: null, status: 200 }
      : {
          data: [
            {
              label: 'mardi 15\u00a0décembre, 9\u00a0h\u00a000\u00a0– 10\u00a0h\u00a000',
              manage_token: token,
            },
          ],
          error: null,
          status: 200,
        },
  );
  const onChoosing = jest.fn();
  render(<VisitChooser requestId="r1" onChoosing={onChoosing} />);
  expect(screen.getByRole('heading', { name: 'Choisissez le créneau de la visite technique' })).toBeTruthy();
  await screen.findByRole('list');
  expect(slotButtons()).toEqual([
    'mardi 15\u00a0décembre, 9\u00a0h\u00a000\u00a0– 10\u00a0h\u00a000',
    'mardi 15\u00a0décembre, 10\u00a0h\u00a030\u00a0– 11\u00a0h\u00a030',
    'mercredi 16\u00a0décembre, 9\u00a0h\u00a000\u00a0– 10\u00a0h\u00a000',
    'jeudi 17\u00a0décembre, 9\u00a0h\u00a000\u00a0– 10\u00a0h\u00a000',
  ]);
  await user.click(screen.getByRole('button', { name: 'Voir d’autres créneaux' }));
  expect(slotButtons()).toHaveLength(5);
  expect(screen.getByText(/Aucun créneau ne me convient/)).toBeTruthy();

  await user.click(screen.getByRole('button', { name: /^mardi 15.décembre, 9.h.00/ }));
  expect(onChoosing).toHaveBeenCalled();
  expect(rpc).not.toHaveBeenCalledWith('book_visit', expect.anything());
  await user.click(screen.getByRole('button', { name: 'Confirmer la visite' }));
  expect(rpc).toHaveBeenCalledWith('book_visit', { p_request_id: 'r1', p_starts_at: slots[0]?.starts_at });
  const status = await screen.findByRole('status');
  expect(status.textContent).toMatch(/Visite confirmée/);
  expect(within(status).getByRole('link', { name: 'Ajouter à mon agenda' }).getAttribute('href')).toBe(
    `/visite/${token}/visite.ics`,
  );
  expect(
    within(status)
      .getByRole('link', { name: /Changer ou annuler la visite/ })
      .getAttribute('href'),
  ).toBe(`/visite/${token}/`);
});

test('a slot taken meanwhile: the reason, and the next free slots', async () => {
  const user = userEvent.setup();
  let taken = false;
  rpc.mockImplementation(async (name: string) => {
    if (name === 'available_visit_slots')
      return { data: taken ? slots.slice(1) : slots, error: null, status: 200 };
    taken = true;
    return {
      data: null,
      error: { message: 'Ce créneau vient d’être réservé : choisissez-en un autre.' },
      status: 409,
    };
  });
  render(<VisitChooser requestId="r2" onChoosing={() => {}} />);
  await user.click(await screen.findByRole('button', { name: /^mardi 15.décembre, 9.h.00/ }));
  await user.click(screen.getByRole('button', { name: 'Confirmer la visite' }));
  // The database's plain space before « : » is shown as French typography wants it.
  expect((await screen.findByRole('alert')).textContent).toBe(
    'Ce créneau vient d’être réservé\u00a0: choisissez-en un autre.',
  );
  expect(slotButtons()[0]).toBe('mardi 15\u00a0décembre, 10\u00a0h\u00a030\u00a0– 11\u00a0h\u00a030');
  expect(screen.queryByRole('button', { name: 'Confirmer la visite' })).toBeNull();
});

test('slots that cannot be loaded: the business calls, as before', async () => {
  rpc.mockResolvedValue({ data: null, error: { message: 'x' }, status: 503 });
  render(<VisitChooser requestId="r3" onChoosing={() => {}} />);
  expect(await screen.findByText(/nous vous appelons pour fixer la visite/)).toBeTruthy();
});
