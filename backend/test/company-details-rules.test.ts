// The company details' rules, tried on the database the way PostgREST runs a request: every
// visitor reads them, only staff change them (one line each, checked here), each change audited.
import { type Caller, staffRulesDatabase } from './helpers/rules-database.ts';

describe('company details', () => {
  const { staff, outsider, anon, rows, outcome } = staffRulesDatabase('gerant@example.com');

  test("a visitor reads today's details; what was a placeholder is empty", async () => {
    const [row] = await rows(
      anon,
      'select phone, siret, host_name, mediator_name, agencies from public.company_details',
    );
    expect(row).toMatchObject({ phone: '03 53 01 24 68', siret: '', host_name: '', mediator_name: '' });
    expect(row?.agencies).toHaveLength(4);
  });

  test('a visitor or a signed-in non-staff user changes nothing, adds and removes no row', async () => {
    expect(await outcome(anon, `update public.company_details set phone = '03 00 00 00 00'`)).toBe('42501');
    expect(
      await rows(outsider, `update public.company_details set phone = '03 00 00 00 00' returning id`),
    ).toEqual([]);
    for (const caller of [anon, outsider]) {
      expect(await outcome(caller, `insert into public.company_details (id) values ('autre')`)).toBe('42501');
      expect(await outcome(caller, 'delete from public.company_details')).toBe('42501');
    }
    const [row] = await rows(anon, 'select phone from public.company_details');
    expect(row?.phone).toBe('03 53 01 24 68');
  });

  test('staff change a detail; it is audited with their name; a bad value is refused', async () => {
    const [changed] = await rows(
      staff,
      `update public.company_details set phone = '03 89 00 11 22', siret = '123 456 789 00012' returning phone`,
    );
    expect(changed?.phone).toBe('03 89 00 11 22');
    const [entry] = await rows(
      staff,
      `select actor_email, before ->> 'phone' as was, after ->> 'phone' as now
         from public.audit_log where table_name = 'company_details' order by id desc limit 1`,
    );
    expect(entry).toEqual({ actor_email: staff.email, was: '03 53 01 24 68', now: '03 89 00 11 22' });
    expect(await outcome(staff, `update public.company_details set siret = '12'`)).toBe('23514');
    expect(
      await outcome(staff, `update public.company_details set main_site_url = 'javascript:alert(1)'`),
    ).toBe('23514');
    expect(await outcome(staff, `update public.company_details set host_name = E'Hébergeur\\nLigne 2'`)).toBe(
      '23514',
    );
    expect(await outcome(staff, `update public.company_details set id = 'autre'`)).toBe('42501');
  });

  test('staff change the price list; it is audited, dated today, and a bad value is refused', async () => {
    const [seed] = await rows(
      anon,
      `select hourly_rate_ht, travel_free_km, travel_per_km_ht, quote_price_ht, price_list_date::text as date,
              figure_floors, external_rating_source from public.company_details`,
    );
    expect(seed).toMatchObject({
      // numeric, as the database driver gives it (the REST API answers numbers).
      hourly_rate_ht: '45.00',
      travel_free_km: 30,
      travel_per_km_ht: '0.60',
      quote_price_ht: '0.00',
      date: '2026-12-07',
      figure_floors: '500+',
      external_rating_source: '',
    });
    expect(await outcome(anon, 'update public.company_details set hourly_rate_ht = 1')).toBe('42501');
    const [changed] = await rows(
      staff,
      `update public.company_details set hourly_rate_ht = 52.5
        returning hourly_rate_ht, price_list_date = current_date as dated_today`,
    );
    expect(changed).toEqual({ hourly_rate_ht: '52.50', dated_today: true });
    const [entry] = await rows(
      staff,
      `select actor_email, before ->> 'hourly_rate_ht' as was, after ->> 'hourly_rate_ht' as now
         from public.audit_log where table_name = 'company_details' order by id desc limit 1`,
    );
    expect(entry).toEqual({ actor_email: staff.email, was: '45.00', now: '52.50' });
    // A date staff set in the same change is kept.
    const [dated] = await rows(
      staff,
      `update public.company_details set quote_price_ht = 30, price_list_date = '2027-01-01'
        returning price_list_date::text as date`,
    );
    expect(dated?.date).toBe('2027-01-01');
    for (const bad of [
      'hourly_rate_ht = -1',
      'travel_per_km_ht = 500',
      'external_rating_value = 6',
      `external_rating_url = 'javascript:alert(1)'`,
      `figure_floors = 'plus de cinq cents parquets'`,
    ]) {
      expect(await outcome(staff, `update public.company_details set ${bad}`)).toBe('23514');
    }
  });

  const agency = (fields: Record<string, unknown> = {}) => ({
    label: 'Agence sud',
    city: 'Mulhouse',
    street: '1 rue du Rhin',
    postalCode: '68100',
    locality: 'Mulhouse',
    phone: '03 89 00 00 01',
    ...fields,
  });
  const setAgencies = (caller: Caller, list: unknown) =>
    outcome(caller, 'update public.company_details set agencies = $1::jsonb', [JSON.stringify(list)]);

  test('staff add, reorder and remove agencies; only staff can, and each change is audited', async () => {
    const [before] = await rows(anon, 'select agencies from public.company_details');
    const list = before?.agencies as Record<string, string>[];
    const reordered = [list[0], agency(), list[2], list[1]];
    expect(await setAgencies(outsider, reordered)).toBe('ok'); // no row visible to update
    expect(await setAgencies(anon, reordered)).toBe('42501');
    const [unchanged] = await rows(anon, 'select agencies from public.company_details');
    expect(unchanged?.agencies).toEqual(list);

    expect(await setAgencies(staff, reordered)).toBe('ok');
    const [after] = await rows(anon, 'select agencies from public.company_details');
    expect(((after?.agencies ?? []) as { city: string }[]).map((a) => a.city)).toEqual([
      list[0]?.city,
      'Mulhouse',
      list[2]?.city,
      list[1]?.city,
    ]);
    const [entry] = await rows(
      staff,
      `select actor_email, jsonb_array_length(after -> 'agencies') as count
         from public.audit_log where table_name = 'company_details' order by id desc limit 1`,
    );
    expect(entry).toEqual({ actor_email: staff.email, count: 4 });
    expect(await setAgencies(staff, list)).toBe('ok');
  });

  test.each([
    [
      'a missing key',
      (() => {
        const { phone: _phone, ...rest } = agency();
        return rest;
      })(),
    ],
    ['an extra key', agency({ note: '<script>' })],
    ['a value that is not text', agency({ phone: 389000001 })],
    ['no city', agency({ city: ' ' })],
    ['no label', agency({ label: '' })],
    ['a postal code that is not 5 digits', agency({ postalCode: '6810' })],
    ['a phone that is not a number', agency({ phone: 'appelez-nous' })],
    ['a value on two lines', agency({ street: '1 rue du Rhin\nBâtiment B' })],
    ['a value over 120 characters', agency({ street: 'x'.repeat(121) })],
    ['an agency that is not an object', 'Mulhouse'],
  ])('an agency with %s is refused', async (_case, bad) => {
    expect(await setAgencies(staff, [agency(), bad])).toBe('23514');
  });

  test('an agency without a phone or postal code is accepted (its line is left out)', async () => {
    const [before] = await rows(anon, 'select agencies from public.company_details');
    expect(await setAgencies(staff, [agency({ phone: '', postalCode: '' })])).toBe('ok');
    expect(await setAgencies(staff, before?.agencies)).toBe('ok');
  });

  test("an article's contact message goes to the e-mail in the details, whatever it is now", async () => {
    const [article] = await rows(anon, `select slug from public.articles limit 1`);
    const send = (recipient: string) =>
      outcome(
        anon,
        `insert into public.email_queue (recipient, reply_to, sender_name, message, article_slug)
         values ($1, 'lectrice@exemple.fr', 'Léa', 'Bonjour, une question sur votre article.', $2)`,
        [recipient, article?.slug],
      );
    expect(await send('contact@parquet-alsace.example')).toBe('ok');
    await rows(staff, `update public.company_details set email = 'bureau@parquet-alsace.fr'`);
    try {
      expect(await send('contact@parquet-alsace.example')).toBe('42501');
      expect(await send('bureau@parquet-alsace.fr')).toBe('ok');
    } finally {
      await rows(staff, `update public.company_details set email = 'contact@parquet-alsace.example'`);
    }
  });
});
