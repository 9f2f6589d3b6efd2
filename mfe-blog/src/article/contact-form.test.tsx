import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ContactForm } from './contact-form';

const insert = jest.fn();
jest.mock(
  '@parquet-alsace/shared/backend',
  () => ({ getBackend: async () => ({ from: () => ({ insert }) }) }),
  {
    virtual: true,
  },
);

describe('ContactForm', () => {
  beforeEach(() => insert.mockReset());

  it('shows the French field messages as the visitor types and on submit', async () => {
    render(<ContactForm article={{ title: 'Poncer', slug: 'poncer' }} />);
    fireEvent.change(screen.getByLabelText('Nom'), { target: { value: 'A' } });
    expect(screen.getByText('Le nom doit contenir au moins 2 caractères')).toBeInTheDocument();
    fireEvent.submit(
      screen.getByRole('button', { name: 'Envoyer le message' }).closest('form') as HTMLFormElement,
    );
    expect(screen.getByText('L’e-mail est requis')).toBeInTheDocument();
    expect(screen.getByText('Le message est requis')).toBeInTheDocument();
    expect(insert).not.toHaveBeenCalled();
  });

  it('sends one message and thanks the visitor', async () => {
    insert.mockResolvedValue({ error: null });
    render(<ContactForm article={{ title: 'Poncer', slug: 'poncer' }} />);
    fireEvent.change(screen.getByLabelText('Nom'), { target: { value: 'Anne' } });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'anne@example.fr' } });
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Bonjour, un devis svp.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect(await screen.findByText('Message envoyé avec succès !')).toBeInTheDocument();
    expect(insert).toHaveBeenCalledTimes(1);
    expect(insert.mock.calls[0][0].article_slug).toBe('poncer');
  });

  it('says so when the message could not be sent', async () => {
    insert.mockResolvedValue({ error: { message: 'down' } });
    jest.spyOn(console, 'error').mockImplementation(() => {});
    render(<ContactForm article={{ title: 'Poncer', slug: 'poncer' }} />);
    fireEvent.change(screen.getByLabelText('Nom'), { target: { value: 'Anne' } });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'anne@example.fr' } });
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Bonjour, un devis svp.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Erreur lors de l’envoi'));
  });
});
