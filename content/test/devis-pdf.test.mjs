// The devis's PDF reads back, with pdftotext as a reader's tools would, every item a devis must
// show (docs/adr-023-devis.md), and the signed one the acceptance and the fingerprint.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { renderDevisPdf } from '../scripts/devis-pdf.mjs';

const NNBSP = '\u202f';
const NBSP = '\u00a0';

/** A view model as the server builds it: typeset texts, formatted amounts. */
export const VIEW = {
  number: 'DEV-2026-0042',
  version: 2,
  sentAt: '2026-12-07T10:15:00.000Z',
  date: `7${NBSP}décembre 2026`,
  company: {
    brand: 'Parquet Alsace Rénovation',
    legalName: 'Parquet Alsace Rénovation SARL',
    legalForm: `SARL au capital de 10${NNBSP}000${NBSP}€`,
    address: '12 rue des Artisans, 68420 Herrlisheim-près-Colmar',
    siret: '123 456 789 00012',
    rcs: 'RCS Colmar 123 456 789',
    vatNumber: 'FR12123456789',
    phone: '03 53 01 24 68',
    email: 'contact@parquet-alsace.example',
    insurerName: 'Mutuelle du Bâtiment',
    insurerPolicy: 'DEC-778899',
    insurerArea: 'France métropolitaine',
    mediatorName: 'Médiateur de la consommation du bâtiment',
    mediatorAddress: '4 place de la Médiation, 75008 Paris',
    mediatorWebsite: 'https://mediateur.example',
  },
  customer: {
    name: 'Camille Martin',
    email: 'camille@example.org',
    phone: '06 12 34 56 78',
    worksAddress: '3 rue du Moulin, 67000 Strasbourg',
  },
  worksNature: 'Ponçage et vitrification du parquet en chêne du séjour, rénovation de l’escalier',
  lines: [
    {
      description: 'Ponçage et vitrification mate',
      quantity: '32,5',
      unit: 'm²',
      unitPriceHt: `28,00${NBSP}€`,
      vatRate: `10${NBSP}%`,
      totalHt: `910,00${NBSP}€`,
    },
    {
      description: 'Rénovation des marches',
      quantity: '14',
      unit: 'marche',
      unitPriceHt: `65,00${NBSP}€`,
      vatRate: `10${NBSP}%`,
      totalHt: `910,00${NBSP}€`,
    },
  ],
  travel: {
    description: 'Frais de déplacement',
    quantity: '1',
    unit: 'forfait',
    unitPriceHt: `40,00${NBSP}€`,
    vatRate: `10${NBSP}%`,
    totalHt: `40,00${NBSP}€`,
  },
  totals: {
    ht: `1${NNBSP}860,00${NBSP}€`,
    byRate: [{ rate: `10${NBSP}%`, base: `1${NNBSP}860,00${NBSP}€`, vat: `186,00${NBSP}€` }],
    ttc: `2${NNBSP}046,00${NBSP}€`,
  },
  validUntil: `6${NBSP}janvier 2027`,
  devisPrice: 'devis gratuit',
  start: 'sous 3 semaines après l’acceptation',
  duration: '3 jours',
  paymentTerms: 'solde à la fin des travaux, par virement',
  deposit: `30${NBSP}% à l’acceptation, soit 613,80${NBSP}€`,
  reducedVat: true,
};

const dir = mkdtempSync(path.join(tmpdir(), 'devis-pdf-'));
test.after(() => rmSync(dir, { recursive: true, force: true }));

// Spaces of any kind as one, hyphens dropped (a word broken after its hyphen reads joined).
const normalise = (s) => s.replace(/-/g, '').replace(/\s+/g, ' ').trim();
function text(buf, name) {
  const file = path.join(dir, name);
  writeFileSync(file, buf);
  return normalise(execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-']).toString());
}
const has = (haystack, needle, what) =>
  assert.ok(haystack.includes(normalise(needle)), `${what ?? needle} absent du PDF`);

test('the devis prints every mandatory item, its words apart', async () => {
  const pdf = await renderDevisPdf(VIEW, null);
  const read = text(pdf, 'devis.pdf');
  const c = VIEW.company;
  has(read, 'Devis DEV-2026-0042');
  has(read, 'Version 2 · établi le 7 décembre 2026', 'la date');
  for (const [what, value] of Object.entries(c)) has(read, value, `company.${what}`);
  has(read, 'Camille Martin');
  has(read, 'Adresse des travaux : 3 rue du Moulin, 67000 Strasbourg');
  has(read, VIEW.worksNature);
  for (const line of VIEW.lines) for (const [what, value] of Object.entries(line)) has(read, value, what);
  has(read, 'Frais de déplacement 1 forfait 40,00 € 10 % 40,00 €', 'les frais de déplacement');
  has(read, 'Total HT : 1 860,00 €');
  has(read, 'TVA 10 % sur 1 860,00 € HT : 186,00 €', 'la TVA par taux');
  has(read, 'Total TTC : 2 046,00 €');
  has(read, 'Validité : devis valable jusqu’au 6 janvier 2027 inclus');
  has(read, 'Prix du devis : devis gratuit');
  has(read, 'Début des travaux : sous 3 semaines après l’acceptation');
  has(read, 'Durée des travaux : 3 jours');
  has(read, 'Conditions de paiement : solde à la fin des travaux, par virement');
  has(read, 'Acompte : 30 % à l’acceptation, soit 613,80 €');
  has(read, 'Assureur : Mutuelle du Bâtiment');
  has(read, 'Police : DEC-778899');
  has(read, 'Couverture géographique : France métropolitaine');
  has(read, 'Médiateur : Médiateur de la consommation du bâtiment');
  has(read, 'Site internet : https://mediateur.example');
  // The reduced-VAT attestation, the withdrawal information, its form and the early-start box.
  has(read, 'Attestation du client pour le taux réduit de TVA');
  has(read, 'leur construction est achevée depuis plus de deux ans');
  has(read, 'ne concourent pas à la production d’un immeuble neuf');
  has(read, 'n’augmentent pas de plus de 10 % la surface de plancher');
  has(read, 'vous disposez d’un délai de 14 jours pour vous rétracter');
  has(read, 'Formulaire de rétractation');
  has(read, 'Je vous notifie par la présente ma rétractation du contrat');
  has(read, 'Je demande que les travaux commencent avant la fin du délai de rétractation.');
  assert.doesNotMatch(read, /Acceptation du devis/);
});

test('the same version gives the same bytes, dated from its sending', async () => {
  const a = await renderDevisPdf(VIEW, null);
  const b = await renderDevisPdf(structuredClone(VIEW), null);
  assert.ok(a.equals(b));
  const info = execFileSync('pdfinfo', ['-isodates', path.join(dir, 'devis.pdf')]).toString();
  assert.match(info, /CreationDate:\s+2026-12-07T10:15:00/);
});

test('the signed devis adds the acceptance: date, time, name, choices and the fingerprint', async () => {
  const unsigned = await renderDevisPdf(VIEW, null);
  const sha = createHash('sha256').update(unsigned).digest('hex');
  const signed = await renderDevisPdf(VIEW, {
    acceptedAt: `le 8${NBSP}décembre 2026 à 14${NBSP}h${NBSP}05`,
    signerName: 'Camille Martin',
    pdfSha256: sha,
    vatCertified: true,
    earlyStart: false,
  });
  const read = text(signed, 'devis-signe.pdf');
  has(read, 'Acceptation du devis');
  has(read, 'a été accepté en ligne le 8 décembre 2026 à 14 h 05, par Camille Martin');
  has(read, 'Date et heure (heure de Paris) : le 8 décembre 2026 à 14 h 05');
  has(read, 'Signataire : Camille Martin');
  has(read, 'Total TTC accepté : 2 046,00 €');
  has(read, 'Attestation pour le taux réduit de TVA : certifiée par le client');
  has(read, 'Début des travaux avant la fin du délai de rétractation : non demandé');
  assert.ok(read.includes(sha), 'empreinte SHA-256 absente');
  // Still the whole devis before it.
  has(read, 'Total TTC : 2 046,00 €');
  has(read, 'Formulaire de rétractation');
});

test('a devis at the full rate has no reduced-VAT attestation; no travel costs are said so', async () => {
  const view = { ...VIEW, reducedVat: false, travel: null };
  const read = text(await renderDevisPdf(view, null), 'plein-tarif.pdf');
  assert.doesNotMatch(read, /taux réduit/);
  has(read, 'Frais de déplacement : aucun.');
  // Signed, it asks for no certification either (no box left unticked about it).
  const signed = text(
    await renderDevisPdf(view, {
      acceptedAt: `le 8${NBSP}décembre 2026 à 14${NBSP}h${NBSP}05`,
      signerName: 'Camille Martin',
      pdfSha256: 'ab'.repeat(32),
      vatCertified: false,
      earlyStart: true,
    }),
    'plein-tarif-signe.pdf',
  );
  has(signed, 'Acceptation du devis');
  assert.doesNotMatch(signed, /taux réduit/);
  has(signed, 'Début des travaux avant la fin du délai de rétractation : demandé par le client');
});

test('a name the standard font cannot show is written without its accents, never as wrong glyphs', async () => {
  const view = { ...VIEW, customer: { ...VIEW.customer, name: 'Łukasz Żółć 😀' } };
  const read = text(await renderDevisPdf(view, null), 'accents.pdf');
  has(read, 'Lukasz Z\u00f3lc ?', 'Łukasz Żółć 😀 sans ses accents');
});
