import { screen, waitFor } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { authAnswer, passwordGrantTokens } from '../test-support';
import { mountSignIn } from './sign-in-form';

const endpoint = { url: 'https://api.example.test', anonKey: 'anon' };
const tokens = passwordGrantTokens;
let fetchMock: jest.Mock;
let onSignedIn: jest.Mock;

function draw(options: { notice?: string; linkError?: boolean } = {}) {
  const box = document.createElement('div');
  document.body.replaceChildren(box);
  mountSignIn(box, { endpoint, onSignedIn, ...options });
}

/** The JSON body of the n-th call to the Auth API, and its address. */
function sent(n = 0): { url: string; body: Record<string, unknown> } {
  const [url, init] = fetchMock.mock.calls[n] as [string, RequestInit];
  return { url, body: JSON.parse(String(init.body)) };
}

beforeEach(() => {
  window.history.replaceState(null, '', '/admin/leads/6f0c2a4e-1d3b-4c55-9a1e-2b7f0c9d8e11/');
  fetchMock = jest.fn();
  global.fetch = fetchMock;
  onSignedIn = jest.fn();
});

it('signs in with the e-mail and password typed', async () => {
  fetchMock.mockResolvedValue(authAnswer(200, tokens));
  draw();
  await userEvent.type(screen.getByLabelText('Adresse e-mail'), ' chef@example.com ');
  await userEvent.type(screen.getByLabelText('Mot de passe'), 'secret du chef');
  await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
  await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
  expect(sent()).toEqual({
    url: 'https://api.example.test/auth/v1/token?grant_type=password',
    body: { email: 'chef@example.com', password: 'secret du chef' },
  });
  // Stored as supabase-js keeps it: with the moment it expires.
  expect(onSignedIn.mock.calls[0][0]).toMatchObject({ access_token: 'a', expires_at: expect.any(Number) });
});

it('says in French that the credentials are wrong, without telling which', async () => {
  fetchMock.mockResolvedValue(
    authAnswer(400, { code: 'invalid_credentials', message: 'Invalid login credentials' }),
  );
  draw();
  await userEvent.type(screen.getByLabelText('Adresse e-mail'), 'chef@example.com');
  await userEvent.type(screen.getByLabelText('Mot de passe'), 'faux');
  await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
  await waitFor(() =>
    expect(screen.getAllByRole('alert')[0]).toHaveTextContent('Adresse e-mail ou mot de passe incorrect.'),
  );
  expect(screen.getByLabelText('Mot de passe')).toHaveAccessibleDescription(
    'Adresse e-mail ou mot de passe incorrect.',
  );
  expect(onSignedIn).not.toHaveBeenCalled();
});

it('shows the server’s French message when there were too many attempts', async () => {
  fetchMock.mockResolvedValue(
    authAnswer(429, {
      code: 'over_request_rate_limit',
      message: 'Trop de tentatives de connexion : réessayez dans 15 minutes.',
    }),
  );
  draw();
  await userEvent.type(screen.getByLabelText('Adresse e-mail'), 'chef@example.com');
  await userEvent.type(screen.getByLabelText('Mot de passe'), 'x');
  await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
  await waitFor(() => expect(screen.getAllByRole('alert')[0]).toHaveTextContent('réessayez dans 15 minutes'));
});

it('asks for the password before calling the server', async () => {
  draw();
  await userEvent.type(screen.getByLabelText('Adresse e-mail'), 'chef@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
  expect(screen.getAllByRole('alert')[0]).toHaveTextContent('Indiquez votre mot de passe');
  expect(fetchMock).not.toHaveBeenCalled();
});

it('sends a link that brings the browser back to the page asked for, never creating an account, then offers the code', async () => {
  fetchMock.mockResolvedValue(authAnswer(200, {}));
  draw();
  expect(screen.queryByRole('textbox', { name: 'Code à 6 chiffres' })).toBeNull();
  await userEvent.type(screen.getByLabelText('Adresse e-mail'), 'chef@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Recevoir un lien de connexion' }));
  await waitFor(() =>
    expect(screen.getByRole('status')).toHaveTextContent('un lien de connexion vient de lui être envoyé'),
  );
  expect(sent()).toEqual({
    url: `https://api.example.test/auth/v1/otp?redirect_to=${encodeURIComponent(
      'http://localhost/admin/leads/6f0c2a4e-1d3b-4c55-9a1e-2b7f0c9d8e11/',
    )}`,
    body: { email: 'chef@example.com', create_user: false },
  });
  const code = screen.getByLabelText('Code à 6 chiffres');
  expect(code).toHaveFocus();
  expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  expect(code).toHaveAttribute('inputmode', 'numeric');
});

it('signs this device in with the six-digit code of the e-mail', async () => {
  fetchMock.mockResolvedValueOnce(authAnswer(200, {})).mockResolvedValueOnce(authAnswer(200, tokens));
  draw();
  await userEvent.type(screen.getByLabelText('Adresse e-mail'), 'Chef@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Recevoir un lien de connexion' }));
  await userEvent.type(await screen.findByLabelText('Code à 6 chiffres'), '552 274{Enter}');
  await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
  expect(sent(1)).toEqual({
    url: 'https://api.example.test/auth/v1/verify',
    body: { email: 'Chef@example.com', token: '552274', type: 'email' },
  });
});

it.each([
  [403, 'otp_expired', 'Token has expired or is invalid', 'Ce code est incorrect ou a expiré'],
  [
    429,
    'over_request_rate_limit',
    'Too many requests',
    'ce code n’est plus valable. Demandez un nouveau lien.',
  ],
  [
    429,
    'over_request_rate_limit',
    'Trop de tentatives de vérification : réessayez dans 15 minutes.',
    'ce code n’est plus valable. Demandez un nouveau lien dans 15\u00a0minutes.',
  ],
])('says in French why a code was refused (%i %s: %s)', async (status, code, answer, message) => {
  fetchMock
    .mockResolvedValueOnce(authAnswer(200, {}))
    .mockResolvedValueOnce(authAnswer(status, { code, message: answer }));
  draw();
  await userEvent.type(screen.getByLabelText('Adresse e-mail'), 'chef@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Recevoir un lien de connexion' }));
  const field = await screen.findByLabelText('Code à 6 chiffres');
  await userEvent.type(field, '000000');
  await userEvent.click(screen.getByRole('button', { name: 'Valider le code' }));
  await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining(message)));
  expect(field).toHaveFocus();
  expect(onSignedIn).not.toHaveBeenCalled();
});

it('asks for six digits before calling the server', async () => {
  fetchMock.mockResolvedValue(authAnswer(200, {}));
  draw();
  await userEvent.type(screen.getByLabelText('Adresse e-mail'), 'chef@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Recevoir un lien de connexion' }));
  await userEvent.type(await screen.findByLabelText('Code à 6 chiffres'), '1234{Enter}');
  expect(screen.getByLabelText('Code à 6 chiffres')).toHaveAccessibleDescription(
    expect.stringContaining('Saisissez les 6 chiffres'),
  );
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

it('says when the magic link it came back from is no longer valid', () => {
  draw({ linkError: true });
  expect(screen.getAllByRole('alert')[0]).toHaveTextContent('Ce lien de connexion n’est plus valable');
});
