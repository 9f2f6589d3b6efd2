import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { draftStorageKey, useFormDraft } from './form-draft';

/** A one-field form of the back office, with its draft. */
function NoteForm() {
  const [form, setForm] = useState({ body: '' });
  const draft = useFormDraft({ key: 'note:essai', base: { body: '' }, form, onRestore: setForm });
  return (
    <div>
      {draft.notice}
      <label>
        Note
        <input value={form.body} onChange={(event) => setForm({ body: event.target.value })} />
      </label>
    </div>
  );
}

const stored = () => JSON.parse(window.sessionStorage.getItem(draftStorageKey('note:essai')) ?? 'null');

beforeEach(() => window.sessionStorage.clear());

test('a draft found is offered and stays stored while nothing new is typed', () => {
  window.sessionStorage.setItem(
    draftStorageKey('note:essai'),
    JSON.stringify({ form: { body: 'ANCIEN' }, at: '2026-12-07T09:00:00Z' }),
  );
  const { unmount } = render(<NoteForm />);
  expect(screen.getByRole('status')).toHaveTextContent('Reprendre ce brouillon');
  unmount();
  expect(stored()?.form).toEqual({ body: 'ANCIEN' });
});

test('typed under the notice without taking the draft, the newest typing is what is kept', async () => {
  window.sessionStorage.setItem(
    draftStorageKey('note:essai'),
    JSON.stringify({ form: { body: 'ANCIEN' }, at: '2026-12-07T09:00:00Z' }),
  );
  const { unmount } = render(<NoteForm />);
  await userEvent.type(screen.getByLabelText('Note'), 'NOUVEAU');
  // Left at once (a link followed right after typing): kept all the same.
  act(() => unmount());
  expect(stored()?.form).toEqual({ body: 'NOUVEAU' });
});
