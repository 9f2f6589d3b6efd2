import { render, screen } from '@testing-library/react';
import { DeliveryFailure, deliveryFailureMessage, deliveryFailureReason } from './delivery-errors';

// The errors the outbox worker really stores (supabase/functions/outbox-worker), and what they mean.
it.each([
  ['SHEET_WEBHOOK_URL non configuré', 'sheet-not-configured'],
  ['Envoi des e-mails non configuré (SMTP_HOST ou MAIL_API_KEY)', 'mail-not-configured'],
  ['Pas d’e-mail dans les coordonnées de l’entreprise (ni NOTIFY_TO)', 'no-business-address'],
  ['Webhook du tableur injoignable : connect ECONNREFUSED 127.0.0.1:9', 'unreachable'],
  ['connect ECONNREFUSED 127.0.0.1:587', 'unreachable'],
  ['getaddrinfo ENOTFOUND smtp.example', 'unreachable'],
  ['Webhook du tableur : pas de réponse en 10000 ms', 'timeout'],
  ['Délai de livraison dépassé', 'timeout'],
  ['Boîte du destinataire pleine (essai du parcours)', 'recipient-refused'],
  ['550 5.1.1 <x@example.fr>: Recipient address rejected', 'recipient-refused'],
  ['Adresse refusée (to) : une seule adresse simple est acceptée', 'address-refused'],
  ['Webhook du tableur : HTTP 500', 'service-error'],
  ['Coordonnées de l’entreprise illisibles : envoi retenté plus tard', 'company-unreadable'],
  ['quelque chose d’inattendu', 'unknown'],
])('reads « %s » as %s', (raw, reason) => {
  expect(deliveryFailureReason(raw)).toBe(reason);
});

it('says what failed and what to do, for the channel that failed, never with the raw text', () => {
  const sheet = deliveryFailureMessage({
    kind: 'quote_sheet',
    last_error: 'SHEET_WEBHOOK_URL non configuré',
  });
  expect(sheet).toMatch(/^Le tableur des demandes n’est pas relié au site/);
  expect(sheet).not.toContain('SHEET_WEBHOOK_URL');
  const refused = deliveryFailureMessage({
    kind: 'quote_email',
    last_error: 'connect ECONNREFUSED 127.0.0.1:587',
  });
  expect(refused).toMatch(/^Le serveur d’envoi des e-mails n’a pas pu être joint\./);
  expect(refused).toMatch(/«\sRenvoyer\s»/);
  expect(
    deliveryFailureMessage({ kind: 'quote_sheet', last_error: 'connect ECONNREFUSED 10.0.0.1:443' }),
  ).toMatch(/^Le tableur des demandes n’a pas pu être joint\./);
});

it('folds the raw error under « Détails techniques »', () => {
  render(<DeliveryFailure job={{ kind: 'quote_sheet', last_error: 'SHEET_WEBHOOK_URL non configuré' }} />);
  const details = screen.getByText('Détails techniques').closest('details');
  expect(details).not.toHaveAttribute('open');
  expect(details).toHaveTextContent('SHEET_WEBHOOK_URL non configuré');
  expect(screen.getByText(/n’est pas relié au site/)).toBeVisible();
});
