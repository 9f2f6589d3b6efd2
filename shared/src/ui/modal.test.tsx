import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Modal } from './modal';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Ouvrir
      </button>
      {open && (
        <Modal title="Paramètres" onClose={() => setOpen(false)}>
          <input aria-label="Nom" />
          <button type="button">Valider</button>
        </Modal>
      )}
    </>
  );
}

it('moves focus in, keeps it inside, closes on Escape and returns focus to the opener', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  const opener = screen.getByRole('button', { name: 'Ouvrir' });
  await user.click(opener);
  expect(screen.getByRole('dialog', { name: 'Paramètres' })).toBeInTheDocument();
  expect(document.documentElement.style.overflow).toBe('hidden');
  const dialog = screen.getByRole('dialog');
  for (let i = 0; i < 5; i += 1) {
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  }
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(document.activeElement).toBe(opener);
  expect(document.documentElement.style.overflow).toBe('');
});

it('closes with its labelled close button', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  await user.click(screen.getByRole('button', { name: 'Ouvrir' }));
  await user.click(screen.getByRole('button', { name: 'Fermer' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
