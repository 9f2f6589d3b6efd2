import { initialForm } from '../store/quote-store';
import { buildPayload } from './submit-quote';

/** A complete request of the wizard, as the tests of its queue and its photos keep and send it. */
export const quotePayload = buildPayload(
  {
    ...initialForm,
    fullName: 'Jean Dupont',
    email: 'jean@example.fr',
    postalCode: '68000',
    surface: 40,
    propertyType: 'maison',
    finition: 'poncageVitrification',
  },
  'wizard',
  '22222222-2222-4222-8222-222222222222',
  true,
  '+33612345678',
);
