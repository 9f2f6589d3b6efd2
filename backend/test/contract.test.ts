// Consumer-run contract: the remotes' own queries (each remote's src/data/queries.ts, the very
// functions its pages, islands and server bundle call), run with supabase-js over HTTP against
// the embedded backend as the browser runs them with the anon key, on PGlite and on PostgreSQL
// 15 (docs/adr-015-contracts.md). A remote whose query drifts from the schema (a renamed
// column, a filter on a column anon may not read) fails here, not on the live site.
import { randomUUID } from 'node:crypto';
import type { Backend } from '@parquet-alsace/shared/backend';
import type { QuotePayload } from '@parquet-alsace/shared/quote';
import pg from 'pg';
import * as articlesAdmin from '../../mfe-admin/src/articles/api.ts';
import * as companyAdmin from '../../mfe-admin/src/company/api.ts';
import * as devisAdmin from '../../mfe-admin/src/devis/api.ts';
import { parisToday, prefillDevis } from '../../mfe-admin/src/devis/prefill.ts';
import * as documentsAdmin from '../../mfe-admin/src/documents/api.ts';
import * as galleryAdmin from '../../mfe-admin/src/gallery/api.ts';
import * as journalAdmin from '../../mfe-admin/src/journal/api.ts';
import * as leadsAdmin from '../../mfe-admin/src/leads/api.ts';
import * as performanceAdmin from '../../mfe-admin/src/performance/api.ts';
import * as priceListAdmin from '../../mfe-admin/src/price-list/api.ts';
import * as reviewsAdmin from '../../mfe-admin/src/reviews/api.ts';
import * as visitsAdmin from '../../mfe-admin/src/visits/api.ts';
import { headOfficeRules } from '../../mfe-admin/src/visits/fixtures.ts';
import * as blog from '../../mfe-blog/src/data/queries.ts';
import * as downloads from '../../mfe-downloads/src/data/queries.ts';
import * as gallery from '../../mfe-gallery/src/data/queries.ts';
import * as quote from '../../mfe-quote/src/data/queries.ts';
import * as reviews from '../../mfe-reviews/src/data/queries.ts';
import * as shell from '../../shell/src/data/queries.ts';
import { migrate } from '../src/db/migrations.ts';
import { openPostgresDatabase } from '../src/db/postgres-database.ts';
import {
  type Cluster,
  postgres15Available,
  postgres15Required,
  startPostgres15,
} from '../tools/postgres-cluster.ts';
import { MINIMAL_SEED, testSchemaFiles } from './helpers/template-database.ts';
import { startTestServer, supabaseClient, type TestServer } from './helpers/test-server.ts';

let cluster: Cluster | null = null;
async function onPostgres15(): Promise<TestServer> {
  cluster ??= await startPostgres15();
  const admin = new pg.Client({ connectionString: cluster.url('postgres') });
  await admin.connect();
  await admin.query('create database contract');
  await admin.end();
  const url = cluster.url('contract');
  const db = await openPostgresDatabase(url);
  await migrate(db, testSchemaFiles());
  await db.close();
  return startTestServer({ databaseUrl: url, seedFile: MINIMAL_SEED });
}

const targets: [string, () => Promise<TestServer>][] = [['PGlite', () => startTestServer()]];
if (postgres15Available) targets.push(['PostgreSQL 15', onPostgres15]);
else if (postgres15Required) {
  test('PostgreSQL 15 is installed (REQUIRE_POSTGRES_15=1)', () => {
    throw new Error('PostgreSQL 15 manquant : installez-le (.ci/run)');
  });
} else console.warn('PostgreSQL 15 absent : contrat des remotes vérifié sur PGlite seulement');

afterAll(() => cluster?.stop());

const RENOVATION = '10000000-0000-4000-8000-000000000001';
const OLD_PARQUET_ARTICLE = '20000000-0000-4000-8000-000000000001';

function validQuote(overrides: Partial<QuotePayload> = {}): QuotePayload {
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

describe.each(targets)('the remotes’ queries on %s', (_label, open) => {
  let server: TestServer;
  /** The site's client: the anon key, typed by the generated Database as in the browser. */
  let db: Backend;
  beforeAll(async () => {
    server = await open();
    db = server.anon;
  });
  afterAll(() => server.close());

  describe('blog', () => {
    test('published articles, newest first, with their category; by tag', async () => {
      const all = await blog.publishedArticles(db);
      expect(all.error).toBeNull();
      expect(all.data?.map((a) => a.slug)).toEqual([
        'entretenir-un-parquet-huile',
        'vitrifier-ou-huiler',
        'poncer-un-parquet-ancien',
      ]);
      expect(all.data?.[0]?.category).toEqual({ name: 'Entretien', slug: 'entretien' });
      expect(all.data?.[0]?.keywords).toEqual(['entretien', 'huile']);
      const tagged = await blog.publishedArticles(db, 'huile');
      expect(tagged.data?.map((a) => a.slug)).toEqual(['entretenir-un-parquet-huile', 'vitrifier-ou-huiler']);
    });

    test('one article by slug; an unknown or unpublished one is no row, not an error', async () => {
      const found = await blog.articleBySlug(db, 'vitrifier-ou-huiler');
      expect(found.error).toBeNull();
      expect(found.data).toMatchObject({
        title: 'Vitrifier ou huiler son parquet ?',
        category: { slug: 'renovation' },
      });
      for (const slug of ['n-existe-pas', 'brouillon-escaliers']) {
        const missing = await blog.articleBySlug(db, slug);
        expect(missing).toMatchObject({ data: null, error: null });
      }
    });

    test('related articles: same category, never the article itself', async () => {
      const { data, error } = await blog.relatedArticles(db, {
        id: OLD_PARQUET_ARTICLE,
        category_id: RENOVATION,
      });
      expect(error).toBeNull();
      expect(data?.map((a) => a.slug)).toEqual(['vitrifier-ou-huiler']);
    });

    test('the site search finds a term in a title, a body or the keywords', async () => {
      const filter = blog.searchFilter('ponçage');
      expect(filter).not.toBeNull();
      const { data, error } = await blog.searchArticles(db, filter ?? '');
      expect(error).toBeNull();
      expect(data).toEqual([
        {
          title: 'Poncer un parquet ancien',
          slug: 'poncer-un-parquet-ancien',
          excerpt: 'Les étapes pour redonner vie à un vieux chêne.',
        },
      ]);
    });

    test('bodies for the all-articles search, categories by name, sitemap dates', async () => {
      const bodies = await blog.articleBodies(db);
      expect(bodies.error).toBeNull();
      expect(bodies.data?.map((b) => b.slug).sort()).toEqual([
        'entretenir-un-parquet-huile',
        'poncer-un-parquet-ancien',
        'vitrifier-ou-huiler',
      ]);
      const categories = await blog.categories(db);
      expect(categories.error).toBeNull();
      expect(categories.data?.map((c) => c.slug)).toEqual(['entretien', 'renovation']);
      const sitemap = await blog.sitemapArticles(db);
      expect(sitemap.error).toBeNull();
      expect(sitemap.data?.[0]).toMatchObject({ slug: 'entretenir-un-parquet-huile' });
      expect(typeof sitemap.data?.[0]?.published_at).toBe('string');
    });

    test('an article’s photo preview: the first photos and the total', async () => {
      const { data, error, count } = await blog.articlePhotos(db, 2);
      expect(error).toBeNull();
      expect(data).toHaveLength(2);
      expect(count).toBe(3);
    });

    test('a reader’s message is queued for the business', async () => {
      const { error, status } = await blog.queueContactMessage(db, {
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
    test('photos in order with their place and description; the teaser’s first ones', async () => {
      const all = await gallery.galleryPhotos(db);
      expect(all.error).toBeNull();
      expect(all.data?.map((p) => p.order)).toEqual([1, 2, 3]);
      expect(all.data?.[0]).toMatchObject({
        category: 'Escaliers',
        location: 'Strasbourg',
        description: 'Escalier vitrifié',
        width: 960,
      });
      const teaser = await gallery.galleryPhotos(db, 2);
      expect(teaser.data?.map((p) => p.order)).toEqual([1, 2]);
    });

    test('the newest photo dates the gallery in sitemap.xml', async () => {
      const { data, error } = await gallery.newestPhoto(db);
      expect(error).toBeNull();
      expect(data).toHaveLength(1);
      expect(Number.isNaN(Date.parse(data?.[0]?.created_at ?? ''))).toBe(false);
    });
  });

  describe('downloads', () => {
    test('documents by category then title, with their sizes', async () => {
      const { data, error } = await downloads.documents(db);
      expect(error).toBeNull();
      expect(data?.map((d) => d.category)).toEqual([
        'Entretien du parquet',
        'Huiles / Vitrificateurs / Cires',
        'Ponçage & Préparation',
      ]);
      expect(data?.[0]?.file_size).toBe(120000);
      expect(data?.[2]?.file_size).toBeNull();
    });

    test('a download is counted (204) without dating the document as edited', async () => {
      const id = '40000000-0000-4000-8000-000000000002';
      const before = (await downloads.documents(db)).data?.find((d) => d.id === id);
      const { error, status } = await downloads.countDownload(db, id);
      expect(error).toBeNull();
      expect(status).toBe(204);
      const after = (await downloads.documents(db)).data?.find((d) => d.id === id);
      expect(after?.download_count).toBe((before?.download_count ?? 0) + 1);
      expect(after?.updated_at).toBe(before?.updated_at);
      const newest = await downloads.newestDocument(db);
      expect(newest.error).toBeNull();
      expect(newest.data).toHaveLength(1);
    });
  });

  describe('reviews', () => {
    test('approved reviews newest first, never an e-mail; their responses', async () => {
      const { data, error } = await reviews.approvedReviews(db, 3);
      expect(error).toBeNull();
      expect(data?.map((r) => r.name)).toEqual(['Paul R.', 'Claire M.']);
      expect(data?.[0]).not.toHaveProperty('email');
      const responses = await reviews.reviewResponses(
        db,
        (data ?? []).map((r) => r.id),
      );
      expect(responses.error).toBeNull();
      expect(responses.data).toEqual([
        { review_id: '50000000-0000-4000-8000-000000000001', response_text: 'Merci Claire, au plaisir !' },
      ]);
      const newest = await reviews.newestApprovedReview(db);
      expect(newest.data?.[0]?.created_at).toBe(data?.[0]?.created_at);
    });

    test('a submitted review is stored as pending and not listed', async () => {
      const { error, status } = await reviews.submitReview(db, {
        name: 'Sophie',
        email: 'sophie@example.com',
        title: 'Super équipe',
        content: 'Intervention rapide et très propre, merci Thomas.',
        rating: 5,
        status: 'pending',
      });
      expect(error).toBeNull();
      expect(status).toBe(201);
      const listed = await reviews.approvedReviews(db);
      expect(listed.data?.map((r) => r.title)).not.toContain('Super équipe');
      const stored = await server.service
        .from('reviews')
        .select('status')
        .eq('title', 'Super équipe')
        .single();
      expect(stored.data?.status).toBe('pending');
    });
  });

  describe('shell', () => {
    test('a newsletter sign-up is accepted; the same address again (any case) too, stored once', async () => {
      const first = await shell.subscribeToNewsletter(db, 'lecteur@example.com');
      expect(first.error).toBeNull();
      expect(first.status).toBe(201);
      const again = await shell.subscribeToNewsletter(db, 'Lecteur@Example.com');
      expect(again.error).toBeNull();
      expect(again.status).toBe(201);
      const stored = await server.service
        .from('newsletter_subscribers')
        .select('email')
        .ilike('email', 'lecteur@example.com');
      expect(stored.data).toEqual([{ email: 'lecteur@example.com' }]);
    });

    test('an invalid address is refused by its named constraint', async () => {
      const { error, status } = await shell.subscribeToNewsletter(db, 'pas-une-adresse');
      expect(status).toBe(400);
      expect(error?.code).toBe('23514');
      expect(error?.message).toContain('newsletter_subscribers_email_format');
    });

    test('a listed document’s size; none for an address not listed', async () => {
      const { data: listed } = await downloads.documents(db);
      const sized = listed?.find((d) => d.file_size !== null);
      const found = await shell.documentSize(db, sized?.file_url ?? '');
      expect(found).toMatchObject({ error: null, data: { file_size: sized?.file_size } });
      const missing = await shell.documentSize(db, '/downloads/absent.pdf');
      expect(missing).toMatchObject({ error: null, data: null });
    });
  });

  describe('quote', () => {
    test('a quote request is stored with its estimate and address; its id comes back', async () => {
      const payload = validQuote();
      const { data, error } = await quote.storeQuoteRequest(db, payload);
      expect(error).toBeNull();
      expect(data).toMatch(/^[0-9a-f-]{36}$/);
      const stored = await server.service.from('form_submissions').select('*').eq('id', data).single();
      expect(stored.data).toMatchObject({
        request_id: payload.requestId,
        surface: 25,
        estimated_price: 1050,
        address: '3 rue des Vosges, 68000 Colmar',
        source: 'wizard',
      });
    });

    test('a payload of the wrong shape is a 400 naming the field in French, and nothing is stored', async () => {
      const payload = validQuote({ surface: '25 m²' as unknown as number });
      const { data, error, status } = await quote.storeQuoteRequest(db, payload);
      expect(status).toBe(400);
      expect(data).toBeNull();
      expect(error?.hint).toBe('Merci d’indiquer la surface de votre pièce');
      const stored = await server.service
        .from('form_submissions')
        .select('id')
        .eq('request_id', payload.requestId);
      expect(stored.data).toEqual([]);
    });

    test('the thank-you page lists the visit’s slots and books one; the same slot again is a 409', async () => {
      const first = validQuote();
      const second = validQuote();
      await quote.storeQuoteRequest(db, first);
      await quote.storeQuoteRequest(db, second);
      const { data: slots, error } = await quote.availableVisitSlots(db, first.requestId);
      expect(error).toBeNull();
      const slot = slots?.[0];
      expect(slot).toEqual({ starts_at: expect.any(String), ends_at: expect.any(String) });
      const booked = await quote.bookVisit(db, first.requestId, slot?.starts_at as string);
      expect(booked.error).toBeNull();
      expect(booked.data?.[0]).toMatchObject({
        sequence: 0,
        manage_token: expect.stringMatching(/^[0-9a-f]{64}$/),
      });
      const again = await quote.bookVisit(db, second.requestId, slot?.starts_at as string);
      expect(again.status).toBe(409);
    });
  });

  // The back office's own reads (mfe-admin's api.ts), signed in as a staff member as the back
  // office runs them: each throws on a query the schema or the staff policies refuse.
  describe('back office', () => {
    let staff: Backend;
    beforeAll(async () => {
      const email = `equipe-${randomUUID().slice(0, 8)}@example.com`;
      const password = 'un mot de passe assez long';
      const created = await server.service.auth.admin.createUser({ email, password, email_confirm: true });
      expect(created.error).toBeNull();
      const added = await server.service.rpc('staff_member_add', {
        member_id: created.data.user?.id as string,
        member_email: email,
      });
      expect(added.error).toBeNull();
      staff = supabaseClient(server.url, server.backend.anonKey) as unknown as Backend;
      expect((await staff.auth.signInWithPassword({ email, password })).error).toBeNull();
    });

    test('a lead sent by the wizard is listed, counted as new, and read whole', async () => {
      const payload = validQuote({ fullName: 'Lucie Contratest' });
      const { data: id } = await quote.storeQuoteRequest(db, payload);
      const filters = { q: 'Contratest', status: '', finish: '', from: '', to: '', page: 1 } as const;
      const list = await leadsAdmin.fetchLeads(staff, filters);
      expect(list.rows.map((row) => row.id)).toEqual([id]);
      expect(await leadsAdmin.countNewLeads(staff)).toBeGreaterThan(0);
      const detail = await leadsAdmin.fetchLead(staff, id as string);
      expect(detail.lead).toMatchObject({ request_id: payload.requestId, status: 'nouveau' });
      expect(Array.isArray(detail.notes) && Array.isArray(detail.deliveries)).toBe(true);
    });

    test('past the server’s 1 000 rows at once, « Afficher plus » still reaches every lead', async () => {
      const { data: id } = await quote.storeQuoteRequest(db, validQuote({ fullName: 'Modele Pagination' }));
      const { data: model } = await server.service.from('form_submissions').select('*').eq('id', id).single();
      const {
        id: _id,
        request_id: _request,
        visit_token: _token,
        created_at: _at,
        ...columns
      } = model as Record<string, unknown>;
      const many = Array.from({ length: 1049 }, (_, i) => ({
        ...columns,
        request_id: randomUUID(),
        full_name: 'Modele Pagination',
        created_at: new Date(Date.parse('2026-01-01T00:00:00Z') + i * 60_000).toISOString(),
      }));
      const inserted = await server.service.from('form_submissions').insert(many);
      expect(inserted.error).toBeNull();
      const filters = { q: 'Modele Pagination', status: '', finish: '', from: '', to: '', page: 21 } as const;
      const list = await leadsAdmin.fetchLeads(staff, filters);
      expect(list.total).toBe(1050);
      expect(list.rows).toHaveLength(1050);
      expect(new Set(list.rows.map((row) => row.id)).size).toBe(1050);
      // The oldest last: the whole list, in order.
      expect(Date.parse(list.rows.at(-1)?.created_at as string)).toBe(
        Date.parse(many[0]?.created_at as string),
      );
    });

    test('reviews, articles, gallery, documents and the journal are read', async () => {
      for (const queue of ['pending', 'approved', 'rejected'] as const) {
        expect(Array.isArray(await reviewsAdmin.fetchReviews(staff, queue))).toBe(true);
      }
      expect(typeof (await reviewsAdmin.countPendingReviews(staff))).toBe('number');
      expect((await articlesAdmin.fetchArticleList(staff)).length).toBeGreaterThan(0);
      expect((await articlesAdmin.fetchCategories(staff)).length).toBeGreaterThan(0);
      expect((await galleryAdmin.fetchPhotos(staff)).length).toBeGreaterThan(0);
      expect((await documentsAdmin.fetchDocuments(staff)).length).toBeGreaterThan(0);
      expect((await journalAdmin.fetchJournal(staff, 1)).total).toBeGreaterThanOrEqual(0);
    });

    test('« Entreprise » and « Tarifs et chiffres » read the company row whole: every column they edit', async () => {
      const row = await server.service.from('company_details').select('*').eq('id', 'entreprise').single();
      expect(row.error).toBeNull();
      const stored = row.data as Record<string, unknown>;
      const details = await companyAdmin.fetchCompanyDetails(staff);
      const detailColumns = Object.keys(details);
      expect(detailColumns).toContain('agencies');
      expect(details).toEqual(Object.fromEntries(detailColumns.map((column) => [column, stored[column]])));
      expect(Array.isArray(details.agencies)).toBe(true);
      const prices = await priceListAdmin.fetchPriceList(staff);
      const priceColumns = Object.keys(prices);
      expect(priceColumns).toEqual(
        expect.arrayContaining(['hourly_rate_ht', 'quote_price_ht', 'price_list_date']),
      );
      expect(prices).toEqual(Object.fromEntries(priceColumns.map((column) => [column, stored[column]])));
      // The two screens edit distinct columns of the one row.
      expect(detailColumns.filter((column) => priceColumns.includes(column))).toEqual([]);
    });

    test('a lead’s devis: prepared from the request, saved, checked, sent, changed into version 2, accepted', async () => {
      const { data: id } = await quote.storeQuoteRequest(db, validQuote({ fullName: 'Devis Contratest' }));
      const { lead } = await leadsAdmin.fetchLead(staff, id as string);
      if (!lead) throw new Error('lead not read');
      expect(await devisAdmin.fetchLeadDevis(staff, lead.id)).toEqual({
        devis: null,
        versions: [],
        acceptance: null,
      });
      const prepared = prefillDevis(lead, parisToday());
      await devisAdmin.createDevis(staff, lead.id, prepared);
      const draft = (await devisAdmin.fetchLeadDevis(staff, lead.id)).devis;
      expect(draft).toMatchObject({ status: 'brouillon', version: 1, number: null, content: prepared });
      const devisId = draft?.id as string;

      // The minimal seed's company lacks its legal name and form: sending is blocked, by name.
      const missing = await devisAdmin.fetchDevisMissing(staff, devisId);
      expect(missing).toEqual(expect.arrayContaining(['company.legal_name', 'company.legal_form']));
      expect(missing.filter((key) => key.startsWith('devis.'))).toEqual([]);
      await expect(devisAdmin.sendDevis(staff, devisId)).rejects.toMatchObject({
        message: expect.stringContaining('raison sociale'),
      });

      const filled = await server.service
        .from('company_details')
        .update({
          legal_name: 'Parquet Alsace Rénovation SAS',
          legal_form: 'SAS au capital de 10 000 €',
          head_office_street: '1 rue du Parquet',
          head_office_postal_code: '68000',
          head_office_city: 'Colmar',
          siret: '123 456 789 00012',
          rcs: 'RCS Colmar 123 456 789',
          vat_number: 'FR12123456789',
          phone: '03 89 00 11 22',
          email: 'contact@parquet-alsace.fr',
          insurer_name: 'Assurances du Rhin',
          insurer_policy: 'DEC-42',
          insurer_area: 'France métropolitaine',
          mediator_name: 'Médiateur du bâtiment',
          mediator_website: 'https://www.mediateur-batiment.fr',
        })
        .eq('id', 'entreprise');
      expect(filled.error).toBeNull();
      const edited = { ...prepared, start: 'sous 3 semaines', duration: '2 jours' };
      await devisAdmin.saveDevisContent(staff, devisId, edited);
      expect(await devisAdmin.fetchDevisMissing(staff, devisId)).toEqual([]);

      const sent = await devisAdmin.sendDevis(staff, devisId);
      expect(sent).toEqual({ number: expect.stringMatching(/^DEV-\d{4}-\d{4}$/), version: 1 });
      const afterSending = await devisAdmin.fetchLeadDevis(staff, lead.id);
      expect(afterSending.devis).toMatchObject({ status: 'envoye', number: sent.number, content: edited });
      expect(afterSending.devis?.sent_at).toEqual(expect.any(String));
      expect(afterSending.versions).toEqual([
        expect.objectContaining({ version: 1, superseded_at: null, opened_at: null }),
      ]);
      expect((await leadsAdmin.fetchLead(staff, lead.id)).lead?.status).toBe('devis_envoye');

      // A change after sending: the draft of version 2, the first one superseded.
      await devisAdmin.saveDevisContent(staff, devisId, { ...edited, duration: '3 jours' });
      const changed = await devisAdmin.fetchLeadDevis(staff, lead.id);
      expect(changed.devis).toMatchObject({ status: 'brouillon', version: 2, number: sent.number });
      expect(changed.versions[0]?.superseded_at).toEqual(expect.any(String));

      // Version 2 sent, then accepted by the customer (through the production server's calls):
      // the lead's screen reads the proof.
      expect(await devisAdmin.sendDevis(staff, devisId)).toEqual({ number: sent.number, version: 2 });
      const link = await server.service
        .from('devis_versions')
        .select('token')
        .eq('devis_id', devisId)
        .eq('version', 2)
        .single();
      const token = link.data?.token as string;
      expect((await server.service.rpc('devis_request_code', { p_token: token })).error).toBeNull();
      const codeMail = await server.service
        .from('outbox_jobs')
        .select('payload')
        .eq('kind', 'devis_code')
        .order('id', { ascending: false })
        .limit(1)
        .single();
      const accepted = await server.service.rpc('devis_accept', {
        p_token: token,
        p_code: (codeMail.data?.payload as { code?: string } | undefined)?.code ?? '',
        p_signer_name: 'Devis Contratest',
        p_vat_certified: true,
        p_early_start: true,
        p_ip: '203.0.113.7',
        p_user_agent: 'Mozilla/5.0 (contrat)',
        p_pdf_sha256: 'ab'.repeat(32),
      });
      expect(accepted.error).toBeNull();
      const signed = await devisAdmin.fetchLeadDevis(staff, lead.id);
      expect(signed.devis).toMatchObject({ status: 'accepte', version: 2 });
      expect(signed.acceptance).toEqual({
        version: 2,
        accepted_at: expect.any(String),
        signer_name: 'Devis Contratest',
        ip: '203.0.113.7',
        user_agent: 'Mozilla/5.0 (contrat)',
        pdf_sha256: 'ab'.repeat(32),
        vat_certified: true,
        early_start: true,
        code_sent_at: expect.any(String),
        code_sent_to: prepared.customerEmail,
      });
      // Accepted: read-only.
      await expect(devisAdmin.saveDevisContent(staff, devisId, edited)).rejects.toBeDefined();
      // The signed PDF, once the production server has stored it, is a link for staff.
      const stored = await server.service.storage
        .from('devis')
        .upload(`${devisId}/v2-signe.pdf`, new Blob(['%PDF-1.4 signé'], { type: 'application/pdf' }), {
          contentType: 'application/pdf',
        });
      expect(stored.error).toBeNull();
      const url = await devisAdmin.signedPdfUrl(staff, devisId, 2, 'DEV-v2-signe.pdf');
      expect(url).toContain('download=DEV-v2-signe.pdf');
      const answer = await fetch(url);
      expect(answer.status).toBe(200);
      expect(await answer.text()).toBe('%PDF-1.4 signé');
    });

    test('« Agenda », « Disponibilités » and a lead’s visit: read, booked, moved and cancelled by staff', async () => {
      const availability = await visitsAdmin.fetchAvailability(staff);
      expect(availability.settings.map((row) => row.agency)).toContain('siege');
      expect(availability.hours.length).toBeGreaterThan(0);
      await visitsAdmin.saveSettings(staff, 'siege', headOfficeRules);
      await visitsAdmin.addClosure(staff, {
        agency: 'siege',
        first_day: '2030-01-01',
        last_day: '2030-01-01',
        label: 'Jour de l’an',
      });
      const closure = (await visitsAdmin.fetchAvailability(staff)).closures.find(
        (c) => c.first_day === '2030-01-01',
      );
      await visitsAdmin.removeClosure(staff, closure?.id as string);

      const payload = validQuote({ fullName: 'Visite Contratest' });
      const { data: id } = await quote.storeQuoteRequest(db, payload);
      expect(await visitsAdmin.fetchLeadVisit(staff, id as string)).toBeNull();
      const slots = await visitsAdmin.fetchStaffSlots(staff, id as string);
      await visitsAdmin.staffBookVisit(staff, id as string, slots[0]?.starts_at as string);
      expect(await visitsAdmin.fetchLeadVisit(staff, id as string)).toMatchObject({
        status: 'booked',
        booked_by: 'equipe',
      });
      const agenda = await visitsAdmin.fetchAgenda(staff, new Date().toISOString());
      expect(agenda.find((visit) => visit.lead_id === id)?.form_submissions?.full_name).toBe(
        'Visite Contratest',
      );
      await visitsAdmin.staffBookVisit(staff, id as string, slots[1]?.starts_at as string);
      await visitsAdmin.staffCancelVisit(staff, id as string);
      expect(await visitsAdmin.fetchLeadVisit(staff, id as string)).toMatchObject({
        status: 'cancelled',
        sequence: 2,
      });
    });

    test('« Performances »: p75 and ratings per page type over 28 days, the slowest interactions first', async () => {
      // Four gallery views as the site records them, and one older than the 28 days.
      const views = [
        { lcp: 1000, inp: 80, cls: 0, inpTarget: 'main>button.a' },
        { lcp: 2000, inp: 250, cls: 0.05, inpTarget: 'main>button.b' },
        { lcp: 3000, cls: 0.1 },
        { lcp: 5000, inp: 600, cls: 0.3, inpTarget: 'main>div.lightbox>button.next' },
      ];
      for (const view of views) {
        const { error } = await db.rpc('record_web_vitals', {
          view: { pageType: 'gallery', device: 'mobile', ...view },
        });
        expect(error).toBeNull();
      }
      const old = await server.service.from('web_vitals').insert({
        page_type: 'gallery',
        device: 'mobile',
        lcp_ms: 9000,
        lcp_rating: 'poor',
        inp_ms: 900,
        inp_rating: 'poor',
        recorded_at: new Date(Date.now() - 40 * 24 * 3600 * 1000).toISOString(),
      });
      expect(old.error).toBeNull();
      const summary = await performanceAdmin.fetchPerformanceSummary(staff);
      // Worked by hand: p75 is the first value whose share of views reaches 75 % (percentile_disc):
      // LCP 1000, 2000, [3000], 5000; INP of the three views with an interaction 80, 250, [600];
      // CLS 0, 0.05, [0.1], 0.3. An interpolated p75 would read 3500, 425 and 0.15.
      expect(summary.find((row) => row.pageType === 'gallery')).toEqual({
        pageType: 'gallery',
        views: 4,
        p75: { lcp: 3000, inp: 600, cls: 0.1 },
        ratings: {
          lcp: { good: 2, needsImprovement: 1, poor: 1 },
          inp: { good: 1, needsImprovement: 1, poor: 1 },
          cls: { good: 3, needsImprovement: 0, poor: 1 },
        },
      });
      const slowest = await performanceAdmin.fetchSlowestInteractions(staff);
      expect(slowest.slice(0, 3).map((row) => [row.inp_ms, row.inp_target])).toEqual([
        [600, 'main>div.lightbox>button.next'],
        [250, 'main>button.b'],
        [80, 'main>button.a'],
      ]);
    });
  });
});
