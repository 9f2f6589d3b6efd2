// What a visitor types stays theirs and stays inert: one-line fields hold one line, and a
// contact message reaches the business inside our own frame (migrations single_line_fields and
// contact_message_frame), through the server as the browser calls it.
import { randomUUID } from 'node:crypto';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const CONTACT = 'contact@parquet-alsace.example';

function quote(overrides: Record<string, unknown>) {
  return {
    requestId: randomUUID(),
    surface: 25,
    propertyType: 'maison',
    finition: 'poncageVitrification',
    fullName: 'Jeanne Martin',
    phone: '06 12 34 56 78',
    email: 'jeanne@example.com',
    postalCode: '68000',
    acceptTerms: true,
    ...overrides,
  };
}

describe('one-line fields', () => {
  test.each([
    ['fullName', 'Jeanne\nE-mail : faux@evil.example'],
    ['fullName', 'Jeanne \u202egnp.exe'],
    ['city', 'Colmar\r\nTéléphone : 0800 000 000'],
    ['streetName', 'rue des Lilas\u2028Adresse : ailleurs'],
  ])('a quote whose %s holds %j is refused, naming the field, in French', async (field, value) => {
    const { error, status } = await server.anon.rpc('submit_quote', { payload: quote({ [field]: value }) });
    expect(status).toBe(400);
    expect(error).toMatchObject({
      code: '23514',
      details: field,
      hint: 'Merci d’écrire ce champ sur une ligne, sans caractère de contrôle',
    });
  });

  test.each([
    ['name', 'Client\nE-mail : faux@evil.example', 'reviews_name_single_line'],
    ['title', 'Super\u202e', 'reviews_title_single_line'],
  ])('a review whose %s is not one line is refused', async (field, value, constraint) => {
    const { error, status } = await server.anon.from('reviews').insert({
      name: 'Client',
      email: 'client@example.com',
      title: 'Très bien',
      content: 'Un travail soigné, merci.',
      rating: 5,
      [field]: value,
    });
    expect(status).toBe(400);
    expect(error?.message).toContain(constraint);
  });
});

describe('an article contact message', () => {
  const message = (overrides: Record<string, unknown> = {}) => ({
    recipient: CONTACT,
    reply_to: 'lecteur@example.com',
    sender_name: 'Lecteur',
    message: 'Bonjour,\nNouvelles coordonnées bancaires : FR76 …',
    article_slug: 'poncer-un-parquet-ancien',
    ...overrides,
  });

  test('gets our subject and frame, the visitor’s words quoted as theirs', async () => {
    const { error } = await server.anon
      .from('email_queue')
      .insert(message({ reply_to: 'cadre@example.com' }));
    expect(error).toBeNull();
    const { data } = await server.service
      .from('email_queue')
      .select('subject, body')
      .eq('reply_to', 'cadre@example.com')
      .single();
    expect(data?.subject).toBe("Message d'un lecteur : « Poncer un parquet ancien »");
    const lines: string[] = String(data?.body ?? '').split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'Nom saisi : Lecteur',
        'Adresse saisie (Répondre à) : cadre@example.com',
        '> Bonjour,',
        '> Nouvelles coordonnées bancaires : FR76 …',
      ]),
    );
    expect(lines.filter((line) => line.includes('bancaires')).every((line) => line.startsWith('> '))).toBe(
      true,
    );
  });

  test.each([
    'compta@parquet-alsace.example',
    'rib@factures.parquet-alsace.example',
    'X@PARQUET-ALSACE.EXAMPLE',
  ])('with a reply-to on the business’s domain (%s) is refused', async (address) => {
    const { error, status } = await server.anon.from('email_queue').insert(message({ reply_to: address }));
    expect(status).toBe(400);
    expect(error?.message).toContain('email_queue_reply_to_external');
  });

  test('cannot choose its subject or body', async () => {
    const { error, status } = await server.anon
      .from('email_queue')
      .insert({ ...message(), subject: 'Nouveau RIB', body: 'Virez ici.' });
    expect(status).toBe(401);
    expect(error?.code).toBe('42501');
  });

  test('from an unknown or unpublished article is refused', async () => {
    const { error, status } = await server.anon
      .from('email_queue')
      .insert(message({ article_slug: 'nulle-part' }));
    expect(status).toBe(400);
    expect(error?.message).toContain('email_queue_article_published');
  });

  test('with a name of several lines is refused', async () => {
    const { error, status } = await server.anon
      .from('email_queue')
      .insert(message({ sender_name: 'Lecteur\nE-mail : faux@evil.example' }));
    expect(status).toBe(400);
    expect(error?.message).toContain('single_line');
  });
});
