import { homeTexts } from './home/texts';
import { servicesTexts } from './services/texts';

// The prices a visitor reads on the home and services pages, written out by hand: one price per
// finish (the oil finish 44 €/m² HT, as in the wizard), one name per finish, each given TTC with
// a 10 % VAT (a home finished more than two years ago) and its HT beside it.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

test('the services page lists every finish the wizard offers, each at its one price, TTC first', () => {
  const cards = servicesTexts.services.map((s) => [s.name, plain(s.price)]);
  expect(cards).toEqual([
    [
      'Ponçage de parquet',
      'Inclus dans nos formules, dès 46,20 €/m² TTC (42 €/m² HT, TVA 10 %) finition comprise',
    ],
    [
      'Ponçage + vitrification',
      '46,20 €/m² TTC (42 €/m² HT, TVA 10 %) — 25 m² : 1 155 € TTC, 50 m² : 2 310 € TTC, 100 m² : 4 620 € TTC',
    ],
    [
      'Ponçage + huilage écologique',
      '48,40 €/m² TTC (44 €/m² HT, TVA 10 %) — 25 m² : 1 210 € TTC, 50 m² : 2 420 € TTC, 100 m² : 4 840 € TTC',
    ],
    [
      'Ponçage + vernis intensif',
      '48,40 €/m² TTC (44 €/m² HT, TVA 10 %) — 25 m² : 1 210 € TTC, 50 m² : 2 420 € TTC, 100 m² : 4 840 € TTC',
    ],
    [
      'Rénovation d’escalier',
      '38,50 € TTC (35 € HT, TVA 10 %) par marche — 10 marches : 385 € TTC, 15 marches : 577,50 € TTC, 20 marches : 770 € TTC',
    ],
    ['Réparations localisées', 'Sur devis, après diagnostic gratuit'],
  ]);
  expect(plain(servicesTexts.pricesNote)).toContain(
    'environ 198 €/m² TTC (180 €/m² HT, TVA 10 %), soit 9 900 € TTC pour 50 m² : +329 %',
  );
  expect(plain(servicesTexts.pricesNote)).toMatch(/^Prix indicatifs TTC avec une TVA à 10 %.*20 %/);
  expect(servicesTexts.examples.map(plain)).toEqual([
    'Studio de 35 m² : 1 617 € TTC (1 470 € HT), réalisé en 1 jour',
    'Appartement de 75 m² avec 12 marches : 4 092 € TTC (3 720 € HT), en 3 jours',
    'Maison de 120 m² avec 15 marches : 6 121,50 € TTC (5 565 € HT), en 4 jours',
  ]);
});

test('the home pricing section and examples read the same prices, TTC with the HT beside', () => {
  expect(homeTexts.pricing.map((p) => [p.title, plain(p.price), plain(p.text)])).toEqual([
    [
      'Ponçage + vitrification',
      '46,20 €/m² TTC',
      '42 €/m² HT, TVA 10 %. 25 m² : 1 155 € TTC · 50 m² : 2 310 € TTC · 100 m² : 4 620 € TTC. Finition mate, satinée ou brillante.',
    ],
    [
      'Ponçage + huilage écologique',
      '48,40 €/m² TTC',
      '44 €/m² HT, TVA 10 %. 25 m² : 1 210 € TTC · 50 m² : 2 420 € TTC · 100 m² : 4 840 € TTC.',
    ],
    [
      'Escalier',
      '38,50 € TTC la marche',
      '35 € HT, TVA 10 %. 10 marches : 385 € TTC · 15 marches : 577,50 € TTC · 20 marches : 770 € TTC.',
    ],
    [
      'Remplacement (pour comparer)',
      '198 €/m² TTC',
      '180 €/m² HT, TVA 10 %. 50 m² : 9 900 € TTC, soit +329 % par rapport à une rénovation.',
    ],
  ]);
  expect(homeTexts.projects.map((p) => plain(p.price))).toEqual([
    '1 617 € TTC (1 470 € HT)',
    '4 092 € TTC (3 720 € HT)',
    '6 121,50 € TTC (5 565 € HT)',
  ]);
});
