// The site's calls (docs/product-rules.md, backend/README.md "What the site may call"), made with supabase-js
// itself against the server over HTTP, as the browser makes them with the anon key.
import { randomUUID } from 'node:crypto';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

const PUBLIC_REVIEW_COLUMNS = 'id, name, title, content, rating, status, created_at';
const ARTICLE_WITH_CATEGORY = '*, category:categories(name, slug)';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

function validQuote(overrides: Record<string, unknown> = {}) {
  return {
    requestId: randomUUID(),
    surface: 25,
    propertyType: 'maison',
    hasElevator: null,
    finition: 'poncageVitrification',
    finishType: 'mat',
    serviceType: 'poncage_vitrification',
    teinture: false,
    fullName: 'Jeanne Martin',
    phone: '06 12 34 56 78',
    phoneCountry: 'FR',
    email: 'jeanne@example.com',
    postalCode: '68000',
    streetNumber: '3',
    streetName: 'rue des Vosges',
    city: '',
    message: 'Salon en chêne',
    sendCopy: false,
    source: 'wizard',
    acceptTerms: true,
    ...overrides,
  };
}

describe('blog', () => {
  test('article list: published only, newest first, with the category embedded', async () => {
    const { data, error } = await server.anon
      .from('articles')
      .select(ARTICLE_WITH_CATEGORY)
      .eq('published', true)
      .order('published_at', { ascending: false });
    expect(error).toBeNull();
    expect(data?.map((a) => a.slug)).toEqual([
      'entretenir-un-parquet-huile',
      'vitrifier-ou-huiler',
      'poncer-un-parquet-ancien',
    ]);
    expect(data?.[0].category).toEqual({ name: 'Entretien', slug: 'entretien' });
    expect(data?.[0].keywords).toEqual(['entretien', 'huile']);
    expect(typeof data?.[0].published_at).toBe('string');
  });

  test('the whole category with categories(*)', async () => {
    const { data, error } = await server.anon
      .from('articles')
      .select('slug, categories(*)')
      .eq('slug', 'vitrifier-ou-huiler');
    expect(error).toBeNull();
    expect(data?.[0]).toEqual({
      slug: 'vitrifier-ou-huiler',
      categories: expect.objectContaining({
        name: 'Rénovation',
        slug: 'renovation',
        id: '10000000-0000-4000-8000-000000000001',
      }),
    });
  });

  test('one article by slug with .single()', async () => {
    const { data, error } = await server.anon
      .from('articles')
      .select(ARTICLE_WITH_CATEGORY)
      .eq('slug', 'vitrifier-ou-huiler')
      .eq('published', true)
      .single();
    expect(error).toBeNull();
    expect(data).toMatchObject({
      title: 'Vitrifier ou huiler son parquet ?',
      category: { slug: 'renovation' },
    });
  });

  test('an unknown or unpublished slug answers PGRST116 to .single() (the not-found check)', async () => {
    for (const slug of ['n-existe-pas', 'brouillon-escaliers']) {
      const { data, error, status } = await server.anon
        .from('articles')
        .select('title')
        .eq('slug', slug)
        .eq('published', true)
        .single();
      expect(data).toBeNull();
      expect(status).toBe(406);
      expect(error?.code).toBe('PGRST116');
    }
  });

  test('related articles: same category, not the current one, at most 3', async () => {
    const { data, error } = await server.anon
      .from('articles')
      .select(ARTICLE_WITH_CATEGORY)
      .eq('published', true)
      .eq('category_id', '10000000-0000-4000-8000-000000000001')
      .neq('id', '20000000-0000-4000-8000-000000000001')
      .limit(3);
    expect(error).toBeNull();
    expect(data?.map((a) => a.slug)).toEqual(['vitrifier-ou-huiler']);
  });

  test('tag page: keywords contain the tag', async () => {
    const { data, error } = await server.anon
      .from('articles')
      .select(ARTICLE_WITH_CATEGORY)
      .eq('published', true)
      .contains('keywords', ['huile'])
      .order('published_at', { ascending: false });
    expect(error).toBeNull();
    expect(data?.map((a) => a.slug)).toEqual(['entretenir-un-parquet-huile', 'vitrifier-ou-huiler']);
  });

  test('search suggestions: title or content matches, or keywords contain the term; 5 at most', async () => {
    const term = 'ponçage';
    const { data, error } = await server.anon
      .from('articles')
      .select('title, slug, excerpt')
      .eq('published', true)
      .or(`title.ilike.%${term}%,content.ilike.%${term}%,keywords.cs.{${term}}`)
      .limit(5);
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        title: 'Poncer un parquet ancien',
        slug: 'poncer-un-parquet-ancien',
        excerpt: 'Les étapes pour redonner vie à un vieux chêne.',
      },
    ]);
  });

  test('article contact message: insert into email_queue to the business', async () => {
    const { error, status } = await server.anon.from('email_queue').insert({
      recipient: 'contact@parquet-alsace.example',
      reply_to: 'lecteur@example.com',
      sender_name: 'Lecteur',
      message: 'Bonjour, combien pour 30 m² ?',
      article_slug: 'poncer-un-parquet-ancien',
    });
    expect(error).toBeNull();
    expect(status).toBe(201);
  });
});

describe('gallery', () => {
  test('all photos ordered by order, with stored category, place and description', async () => {
    const { data, error } = await server.anon.from('gallery_photos').select('*').order('order');
    expect(error).toBeNull();
    expect(data?.map((p) => p.order)).toEqual([1, 2, 3]);
    expect(data?.[0]).toMatchObject({
      category: 'Escaliers',
      location: 'Strasbourg',
      description: 'Escalier vitrifié',
      width: 960,
    });
  });

  test('home teaser: limit 6; article gallery: urls only, ascending', async () => {
    const home = await server.anon.from('gallery_photos').select('*').order('order').limit(6);
    expect(home.data).toHaveLength(3);
    const urls = await server.anon.from('gallery_photos').select('url').order('order', { ascending: true });
    expect(urls.data?.[0]).toEqual({ url: '/media/gallery/escalier-960.jpg' });
  });

  test('count=exact with a range reports the total in Content-Range', async () => {
    const { data, count, error } = await server.anon
      .from('gallery_photos')
      .select('*', { count: 'exact' })
      .order('order')
      .range(0, 1);
    expect(error).toBeNull();
    expect(data).toHaveLength(2);
    expect(count).toBe(3);
  });
});

describe('downloads', () => {
  test('documents ordered by category, then title', async () => {
    const { data, error } = await server.anon.from('documents').select('*').order('category').order('title');
    expect(error).toBeNull();
    expect(data?.map((d) => d.category)).toEqual([
      'Entretien du parquet',
      'Huiles / Vitrificateurs / Cires',
      'Ponçage & Préparation',
    ]);
    expect(data?.[0].file_size).toBe(120000);
    expect(data?.[2].file_size).toBeNull();
  });

  test('the download counter goes up through the rpc (204, no body)', async () => {
    const id = '40000000-0000-4000-8000-000000000002';
    const before = await server.anon
      .from('documents')
      .select('download_count, updated_at')
      .eq('id', id)
      .single();
    const { error, status } = await server.anon.rpc('increment_document_download_count', { document_id: id });
    expect(error).toBeNull();
    expect(status).toBe(204);
    const after = await server.anon
      .from('documents')
      .select('download_count, updated_at')
      .eq('id', id)
      .single();
    expect(after.data?.download_count).toBe((before.data?.download_count ?? 0) + 1);
    expect(after.data?.updated_at).toBe(before.data?.updated_at); // a download is not an edit
  });
});

describe('reviews', () => {
  test('approved reviews, newest first (home: limit 3), without e-mails', async () => {
    const { data, error } = await server.anon
      .from('reviews')
      .select(PUBLIC_REVIEW_COLUMNS)
      .eq('status', 'approved')
      .order('created_at', { ascending: false })
      .limit(3);
    expect(error).toBeNull();
    expect(data?.map((r) => r.name)).toEqual(['Paul R.', 'Claire M.']);
    expect(data?.[0]).not.toHaveProperty('email');
  });

  test('sorted by rating, and their responses by review_id in (…)', async () => {
    const reviews = await server.anon
      .from('reviews')
      .select(PUBLIC_REVIEW_COLUMNS)
      .eq('status', 'approved')
      .order('rating', { ascending: false });
    const ids = reviews.data?.map((r) => r.id) ?? [];
    expect(reviews.data?.map((r) => r.rating)).toEqual([5, 4]);
    const { data, error } = await server.anon
      .from('review_responses')
      .select('review_id, response_text')
      .in('review_id', ids);
    expect(error).toBeNull();
    expect(data).toEqual([
      { review_id: '50000000-0000-4000-8000-000000000001', response_text: 'Merci Claire, au plaisir !' },
    ]);
  });

  test('a submitted review is stored as pending and not listed', async () => {
    const { error, status } = await server.anon.from('reviews').insert({
      name: 'Sophie',
      email: 'sophie@example.com',
      title: 'Super équipe',
      content: 'Intervention rapide et très propre, merci Thomas.',
      rating: 5,
      status: 'pending',
    });
    expect(error).toBeNull();
    expect(status).toBe(201);
    const listed = await server.anon.from('reviews').select('id').eq('title', 'Super équipe');
    expect(listed.data).toEqual([]);
    const stored = await server.service.from('reviews').select('status').eq('title', 'Super équipe').single();
    expect(stored.data?.status).toBe('pending');
  });
});

describe('newsletter', () => {
  test('a sign-up is accepted; the same address again (any case) gets the same answer, stored once', async () => {
    const first = await server.anon.from('newsletter_subscribers').insert({ email: 'lecteur@example.com' });
    expect(first.error).toBeNull();
    expect(first.status).toBe(201);
    const again = await server.anon.from('newsletter_subscribers').insert({ email: 'Lecteur@Example.com' });
    expect(again.error).toBeNull();
    expect(again.status).toBe(201);
    const stored = await server.service
      .from('newsletter_subscribers')
      .select('email')
      .ilike('email', 'lecteur@example.com');
    expect(stored.data).toEqual([{ email: 'lecteur@example.com' }]);
  });

  test('an invalid address is refused by its named constraint', async () => {
    const { error, status } = await server.anon
      .from('newsletter_subscribers')
      .insert({ email: 'pas-une-adresse' });
    expect(status).toBe(400);
    expect(error?.code).toBe('23514');
    expect(error?.message).toContain('newsletter_subscribers_email_format');
  });
});

describe('quote requests', () => {
  test('submit_quote stores the request and returns its id', async () => {
    const quote = validQuote();
    const { data, error } = await server.anon.rpc('submit_quote', { payload: quote });
    expect(error).toBeNull();
    expect(data).toMatch(/^[0-9a-f-]{36}$/);
    const stored = await server.service.from('form_submissions').select('*').eq('id', data).single();
    expect(stored.data).toMatchObject({
      request_id: quote.requestId,
      surface: 25,
      estimated_price: 1050,
      address: '3 rue des Vosges, 68000 Colmar',
      source: 'wizard',
    });
  });
});
