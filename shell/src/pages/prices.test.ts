import { homeTexts } from './home/texts';
import { servicesTexts } from './services/texts';

// The prices a visitor reads on the home and services pages, written out by hand: one price per
// finish (the oil finish 44 €/m², as in the wizard), one name per finish.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

test('the services page lists every finish the wizard offers, each at its one price', () => {
  const cards = servicesTexts.services.map((s) => [s.name, plain(s.price)]);
  expect(cards).toEqual([
    ['Ponçage de parquet', 'Inclus dans nos formules, dès 42 €/m² HT finition comprise'],
    ['Ponçage + vitrification', '42 €/m² HT — 25 m² : 1 050 €, 50 m² : 2 100 €, 100 m² : 4 200 €'],
    ['Ponçage + huilage écologique', '44 €/m² HT — 25 m² : 1 100 €, 50 m² : 2 200 €, 100 m² : 4 400 €'],
    ['Ponçage + vernis intensif', '44 €/m² HT — 25 m² : 1 100 €, 50 m² : 2 200 €, 100 m² : 4 400 €'],
    [
      'Rénovation d’escalier',
      '35 € HT par marche — 10 marches : 350 €, 15 marches : 525 €, 20 marches : 700 €',
    ],
    ['Réparations localisées', 'Sur devis, après diagnostic gratuit'],
  ]);
  expect(plain(servicesTexts.pricesNote)).toContain('environ 180 €/m² (50 m² : 9 000 €, soit +329 %');
  expect(servicesTexts.examples.map(plain)).toEqual([
    'Studio de 35 m² : 1 470 € HT, réalisé en 1 jour',
    'Appartement de 75 m² avec 12 marches : 3 720 € HT, en 3 jours',
    'Maison de 120 m² avec 15 marches : 5 565 € HT, en 4 jours',
  ]);
});

test('the home pricing section and examples read the same prices', () => {
  expect(homeTexts.pricing.map((p) => [p.title, plain(p.price), plain(p.text)])).toEqual([
    [
      'Ponçage + vitrification',
      '42 €/m²',
      '25 m² : 1 050 € · 50 m² : 2 100 € · 100 m² : 4 200 €. Finition mate, satinée ou brillante.',
    ],
    ['Ponçage + huilage écologique', '44 €/m²', '25 m² : 1 100 € · 50 m² : 2 200 € · 100 m² : 4 400 €.'],
    ['Escalier', '35 € la marche', '10 marches : 350 € · 15 marches : 525 € · 20 marches : 700 €.'],
    [
      'Remplacement (pour comparer)',
      '180 €/m²',
      '50 m² : 9 000 €, soit +329 % par rapport à une rénovation.',
    ],
  ]);
  expect(homeTexts.projects.map((p) => plain(p.price))).toEqual(['1 470 €', '3 720 €', '5 565 €']);
});
