// What the devis tests share (docs/data-model.md, "Devis"): complete company details, a devis's
// content, a staff member, a lead, a devis written and sent by staff.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { supabaseClient, type TestServer } from './test-server.ts';

export const DAY = 86_400_000;
export const parisDate = (at: number) =>
  new Date(at).toLocaleDateString('en-CA', { timeZone: 'Europe/Paris' });
export const year = () => Number(parisDate(Date.now()).slice(0, 4));

export const COMPANY = {
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
  mediator_address: '',
  mediator_website: 'https://www.mediateur-batiment.fr',
};

export const content = (overrides: Record<string, unknown> = {}) => ({
  customerName: 'Anne Klein',
  customerEmail: 'anne@example.com',
  customerPhone: '06 11 22 33 44',
  worksAddress: '3 rue des Fleurs, 68000 Colmar',
  worksNature: 'Ponçage et vitrification du parquet du séjour.',
  homeOlderThanTwoYears: true,
  lines: [
    { description: 'Ponçage', quantity: 20, unit: 'm²', unitPriceHt: 30, vatRate: 10 },
    { description: 'Vitrification', quantity: 20, unit: 'm²', unitPriceHt: 12.5, vatRate: 10 },
  ],
  travelHt: 40,
  travelVatRate: 10,
  start: 'sous 3 semaines',
  duration: '2 jours',
  validUntil: parisDate(Date.now() + 30 * DAY),
  paymentTerms: 'Acompte de 30 % à la commande, solde à la fin des travaux.',
  depositPercent: 30,
  free: true,
  devisPriceTtc: 0,
  ...overrides,
});

export interface Sent {
  number: string;
  version: number;
  token: string;
}
export interface Shown {
  devis_id: string;
  number: string;
  version: number;
  state: string;
  snapshot: {
    number: string;
    version: number;
    sentAt: string;
    content: unknown;
    company: Record<string, string>;
  };
  expires_at: string;
  accepted_at: string | null;
  signer_name: string | null;
  pdf_sha256: string | null;
}

export const SHA = 'ab'.repeat(32);

export async function staffMember(server: TestServer, email: string): Promise<SupabaseClient> {
  const password = 'un mot de passe assez long';
  const created = await server.service.auth.admin.createUser({ email, password, email_confirm: true });
  expect(created.error).toBeNull();
  const added = await server.service.rpc('staff_member_add', {
    member_id: created.data.user?.id,
    member_email: email,
  });
  expect(added.error).toBeNull();
  const client = supabaseClient(server.url, server.backend.anonKey);
  expect((await client.auth.signInWithPassword({ email, password })).error).toBeNull();
  return client;
}

export async function newLead(server: TestServer, name = 'Anne Klein'): Promise<string> {
  const requestId = randomUUID();
  const { error } = await server.anon.rpc('submit_quote', {
    payload: {
      requestId,
      surface: 20,
      propertyType: 'maison',
      finition: 'poncageVitrification',
      fullName: name,
      phone: '06 11 22 33 44',
      email: 'anne@example.com',
      postalCode: '68000',
      acceptTerms: true,
    },
  });
  expect(error).toBeNull();
  const { data } = await server.service
    .from('form_submissions')
    .select('id')
    .eq('request_id', requestId)
    .single();
  return data?.id as string;
}

export async function newDevis(staff: SupabaseClient, leadId: string, body = content()): Promise<string> {
  const { data, error } = await staff
    .from('devis')
    .insert({ lead_id: leadId, content: body })
    .select('id')
    .single();
  expect(error).toBeNull();
  return data?.id as string;
}

export async function send(staff: SupabaseClient, devisId: string): Promise<Sent> {
  const { data, error } = await staff.rpc('staff_send_devis', { p_devis: devisId });
  expect(error).toBeNull();
  return (data as Sent[])[0] as Sent;
}

/** A code asked for the version of `token`: the 6 digits its e-mail carries (read from the outbox). */
export async function requestCode(server: TestServer, token: string): Promise<string> {
  const { error } = await server.service.rpc('devis_request_code', { p_token: token });
  expect(error).toBeNull();
  const { data } = await server.service
    .from('outbox_jobs')
    .select('payload')
    .eq('kind', 'devis_code')
    .order('id', { ascending: false })
    .limit(1);
  return (data?.[0]?.payload as { code?: string } | undefined)?.code as string;
}

/** The customer's acceptance as the production server calls it (`extra` overrides a field). */
export const accept = (
  server: TestServer,
  token: string,
  code: string,
  extra: Record<string, unknown> = {},
) =>
  server.service.rpc('devis_accept', {
    p_token: token,
    p_code: code,
    p_signer_name: 'Anne Klein',
    p_vat_certified: true,
    p_early_start: false,
    p_ip: '203.0.113.7',
    p_user_agent: 'Mozilla/5.0 (test)',
    p_pdf_sha256: SHA,
    ...extra,
  });
