// submit_quote's rules, table by table: the form's validation messages, the one pricing rule,
// the composed address, and the three-year retention of leads.
import { houseQuote } from './helpers/quotes.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const quote = houseQuote;

async function submit(payload: Record<string, unknown>) {
  return server.anon.rpc('submit_quote', { payload });
}

async function stored(id: unknown) {
  const { data } = await server.service.from('form_submissions').select('*').eq('id', id).single();
  return data as Record<string, unknown>;
}

describe('validation: the message the form shows, in hint; the field, in details', () => {
  test.each([
    [
      { surface: undefined },
      'surface',
      'form_submissions_surface_range',
      'Merci d’indiquer la surface de votre pièce',
    ],
    [
      { surface: '25' },
      'surface',
      'form_submissions_surface_range',
      'Merci d’indiquer la surface de votre pièce',
    ],
    [
      { surface: 5 },
      'surface',
      'form_submissions_surface_range',
      'La surface doit être comprise entre 10 et 200\u00a0m²',
    ],
    [
      { surface: 201 },
      'surface',
      'form_submissions_surface_range',
      'La surface doit être comprise entre 10 et 200\u00a0m²',
    ],
    [
      { propertyType: 'chateau' },
      'propertyType',
      'form_submissions_property_type_allowed',
      'Merci de sélectionner le type de bien',
    ],
    [
      { propertyType: 'appartement' },
      'hasElevator',
      'form_submissions_has_elevator_required',
      'Merci d’indiquer si l’immeuble dispose d’un ascenseur',
    ],
    [
      { finition: undefined },
      'finition',
      'form_submissions_finition_allowed',
      'Merci de sélectionner un type de finition',
    ],
    [
      { fullName: '   ' },
      'fullName',
      'form_submissions_full_name_required',
      'Merci d’indiquer votre nom complet',
    ],
    [{ phone: '' }, 'phone', 'form_submissions_phone_format', 'Merci d’indiquer un numéro de téléphone'],
    [
      { phone: '06 12 34' },
      'phone',
      'form_submissions_phone_format',
      'Merci d’indiquer un numéro de téléphone valide (France, Suisse ou Allemagne)',
    ],
    [
      { phone: '+44 20 7946 0958' },
      'phone',
      'form_submissions_phone_format',
      'Merci d’indiquer un numéro de téléphone valide (France, Suisse ou Allemagne)',
    ],
    [
      { email: 'marie@example' },
      'email',
      'form_submissions_email_format',
      'Merci d’indiquer une adresse e-mail valide',
    ],
    [
      { email: 'ma rie@example.com' },
      'email',
      'form_submissions_email_format',
      'Merci d’indiquer une adresse e-mail valide',
    ],
    [
      { postalCode: undefined },
      'postalCode',
      'form_submissions_postal_code_format',
      'Merci d’indiquer un code postal',
    ],
    [
      { postalCode: '680' },
      'postalCode',
      'form_submissions_postal_code_format',
      'Merci d’indiquer un code postal valide',
    ],
    [
      { message: 'x'.repeat(2001) },
      'message',
      'form_submissions_message_length',
      'Votre message est trop long (2\u202f000\u00a0caractères au maximum)',
    ],
    [{ source: 'robot' }, 'source', 'form_submissions_source_allowed', 'Origine de la demande invalide'],
    [
      { acceptTerms: false },
      'acceptTerms',
      'quote_terms_accepted',
      'Vous devez accepter les conditions générales',
    ],
    [
      { teinture: 'oui' },
      'teinture',
      'form_submissions_teinture_type',
      'Valeur invalide : oui ou non attendu',
    ],
    [{ fullName: 42 }, 'fullName', 'form_submissions_full_name_required', 'Valeur invalide : texte attendu'],
    [{ requestId: 'pas-un-uuid' }, 'requestId', 'quote_request_id_format', 'Identifiant de demande invalide'],
  ])('%j → %s', async (overrides, field, constraint, hint) => {
    const { data, error, status } = await submit(quote(overrides));
    expect(data).toBeNull();
    expect(status).toBe(400);
    expect(error).toEqual({
      code: '23514',
      message: `new row for relation "form_submissions" violates check constraint "${constraint}"`,
      details: field,
      hint,
    });
  });

  test.each([
    ['06 12 34 56 78', 'FR', '+33612345678'],
    ['+33 6 12 34 56 78', undefined, '+33612345678'],
    ['079 123 45 67', 'CH', '+41791234567'],
    ['01511 234567', 'DE', '+491511234567'],
    ['+49 151 12345678', 'FR', '+4915112345678'],
  ])('stores the phone number %s (country %s) as %s', async (phone, phoneCountry, e164) => {
    const { data, error } = await submit(quote({ phone, phoneCountry }));
    expect(error).toBeNull();
    expect((await stored(data)).phone).toBe(e164);
  });
});

describe('copies to the visitor: only our text and the figures, at most 3 per address a day', () => {
  test('a fourth copy to the same address within a day is not queued; the request is stored all the same', async () => {
    const kinds: string[][] = [];
    for (const email of ['copie@example.fr', 'Copie@Example.fr', 'copie@example.fr', 'COPIE@example.fr']) {
      const { data, error } = await submit(quote({ email, sendCopy: true }));
      expect(error).toBeNull();
      const jobs = await server.service.from('outbox_jobs').select('kind').like('dedupe_key', `%:${data}`);
      kinds.push((jobs.data ?? []).map((job) => job.kind as string).sort());
    }
    const withCopy = ['quote_copy', 'quote_email', 'quote_sheet'];
    expect(kinds).toEqual([withCopy, withCopy, withCopy, ['quote_email', 'quote_sheet']]);
    // Another address still gets its copy.
    const { data } = await submit(quote({ email: 'autre@example.fr', sendCopy: true }));
    const jobs = await server.service
      .from('outbox_jobs')
      .select('kind')
      .eq('dedupe_key', `quote_copy:${data}`);
    expect(jobs.data).toHaveLength(1);
  });
});

describe('estimate: the site’s one pricing rule', () => {
  test.each([
    [{ surface: 25 }, 1050],
    [{ surface: 25, finition: 'huileEnvironnement' }, 1100],
    [{ surface: 25, finition: 'vernisIntensif' }, 1100],
    [{ surface: 10, finition: 'intensif', teinture: true }, 560],
    [{ surface: 100, teinture: true }, 5400],
    [{ surface: 20, propertyType: 'appartement', hasElevator: false, finition: 'vernisIntensif' }, 960],
    [{ surface: 20, propertyType: 'appartement', hasElevator: true }, 840],
    [{ surface: 40, finition: 'poncageEscalier' }, null],
  ])('%j → %p €', async (overrides, price) => {
    const { data } = await submit(quote(overrides));
    expect((await stored(data)).estimated_price).toBe(price);
  });
});

describe('address: number, street, postal code, city (derived when missing)', () => {
  test.each([
    [
      {
        streetNumber: '12',
        streetName: 'rue des Artisans',
        postalCode: '68420',
        city: 'Herrlisheim-près-Colmar',
      },
      '12 rue des Artisans, 68420 Herrlisheim-près-Colmar',
    ],
    [{ postalCode: '68740' }, '68740 Fessenheim'],
    [{ postalCode: '67 000', city: '' }, '67000 Strasbourg'],
    [{ postalCode: '68100', city: 'Ville' }, '68100 Colmar'],
    [{ postalCode: '90000' }, '90000 Belfort'],
    [{ postalCode: '57400', streetName: 'Grand-Rue' }, 'Grand-Rue, 57400 Sarrebourg'],
    [{ postalCode: '75001' }, '75001 Ville inconnue'],
    [{ postalCode: '4051', city: 'Bâle' }, '4051 Bâle'],
  ])('%j → %s', async (overrides, address) => {
    const { data } = await submit(quote(overrides));
    expect((await stored(data)).address).toBe(address);
  });
});

describe('retention: leads are kept three years after the last contact', () => {
  test('purge_expired_leads deletes old leads and their delivered jobs; undelivered jobs and recent leads stay', async () => {
    const { data: oldId } = await submit(quote({ fullName: 'Ancien Client' }));
    const { data: recentId } = await submit(quote({ fullName: 'Client Récent' }));
    while ((await server.backend.runWorkerOnce()) > 0);
    const threeYearsAndADayAgo = new Date(Date.now() - (3 * 365 + 2) * 24 * 3600 * 1000).toISOString();
    const backdate = await server.service
      .from('form_submissions')
      .update({ last_contact_at: threeYearsAndADayAgo })
      .eq('id', oldId);
    expect(backdate.error).toBeNull();

    const { data: purged, error } = await server.service.rpc('purge_expired_leads');
    expect(error).toBeNull();
    expect(purged).toBe(1);

    const remaining = await server.service.from('form_submissions').select('id').in('id', [oldId, recentId]);
    expect(remaining.data).toEqual([{ id: recentId }]);
    const jobs = await server.service
      .from('outbox_jobs')
      .select('dedupe_key, status')
      .in('dedupe_key', [`quote_email:${oldId}`, `quote_sheet:${oldId}`, `quote_email:${recentId}`])
      .order('dedupe_key');
    // No SHEET_WEBHOOK_URL here: the old lead's spreadsheet job is still waiting, so it stays.
    expect(jobs.data).toEqual([
      { dedupe_key: `quote_email:${recentId}`, status: 'done' },
      { dedupe_key: `quote_sheet:${oldId}`, status: 'pending' },
    ]);
  });
});
