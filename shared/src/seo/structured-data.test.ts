import {
  article,
  breadcrumbList,
  faqPage,
  localBusiness,
  openingDays,
  serviceWithOffer,
} from './structured-data';

it('LocalBusiness holds the business facts search engines need', () => {
  const lb = localBusiness();
  expect(lb).toMatchObject({
    name: 'Parquet Alsace Rénovation',
    telephone: '+33353012468',
    priceRange: '€€',
    foundingDate: '2008',
    address: { postalCode: '68420', addressLocality: 'Herrlisheim-près-Colmar', addressCountry: 'FR' },
    geo: { latitude: 48.0833, longitude: 7.5 },
  });
  expect(lb.openingHoursSpecification?.[0]).toMatchObject({
    opens: '08:00',
    closes: '18:00',
    dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  });
  expect(lb.areaServed.map((a) => a.name)).toEqual(['Strasbourg', 'Colmar', 'Mulhouse', 'Belfort', 'Alsace']);
  expect(JSON.stringify(lb)).not.toContain('aggregateRating');
});

it('BreadcrumbList numbers the trail with canonical URLs', () => {
  expect(
    breadcrumbList([
      { name: 'Accueil', path: '/' },
      { name: 'Blog', path: '/blog/' },
    ]).itemListElement,
  ).toEqual([
    { '@type': 'ListItem', position: 1, name: 'Accueil', item: 'https://devis.parquet-alsace.example/' },
    { '@type': 'ListItem', position: 2, name: 'Blog', item: 'https://devis.parquet-alsace.example/blog/' },
  ]);
});

it('Service carries an offer at 42 € per m²', () => {
  expect(serviceWithOffer('Rénovation de parquet', 'd', '/services/').offers).toMatchObject({
    price: 42,
    priceCurrency: 'EUR',
  });
});

it('FAQPage keeps at most five questions with answers cut to 500 characters', () => {
  const faq = faqPage(
    Array.from({ length: 7 }, (_, i) => ({ question: `Q${i} ?`, answer: 'x'.repeat(800) })),
  );
  expect(faq.mainEntity).toHaveLength(5);
  expect(faq.mainEntity[0]?.acceptedAnswer.text).toHaveLength(500);
});

it('Article points to its canonical page and defaults its image', () => {
  const a = article({ title: 'Titre', description: 'd', path: '/blog/titre/', datePublished: '2026-01-02' });
  expect(a.mainEntityOfPage).toBe('https://devis.parquet-alsace.example/blog/titre/');
  expect(a.image[0]).toBe('https://devis.parquet-alsace.example/media/og/default-1200x630.jpg');
  expect(a.dateModified).toBe('2026-01-02');
});

it('the opening days staff write in French become the days search engines are given', () => {
  const MONDAY_TO_SATURDAY = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
  expect(openingDays('Du mardi au samedi')).toEqual([
    'Tuesday',
    'Wednesday',
    'Thursday',
    'Friday',
    'Saturday',
  ]);
  expect(openingDays('du Lundi au Samedi matin')).toEqual(MONDAY_TO_SATURDAY);
  expect(openingDays('Lundi, mercredi et vendredi')).toEqual(['Monday', 'Wednesday', 'Friday']);
  expect(openingDays('Du lundi au vendredi, et le samedi sur rendez-vous')).toEqual(MONDAY_TO_SATURDAY);
  // No day named: no opening hours stated rather than invented ones.
  expect(openingDays('Sur rendez-vous')).toEqual([]);
});
