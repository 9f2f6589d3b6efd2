import { business } from '../facts/business-facts';
import { quoteRules } from '../quote/rules/quote-rules';
import type { Crumb } from '../ui/primitives';
import { canonicalUrl } from './canonical';

/**
 * schema.org JSON-LD builders, one per kind of page (docs/product-rules.md#seo-and-structured-data).
 * No self-serving review stars: Google ignores them for a business rating itself and they would
 * be fake.
 */
const abs = (path: string) => (path.startsWith('http') ? path : `${business.canonicalHost}${path}`);
const org = () => ({ '@type': 'Organization', name: business.brand, url: business.canonicalHost });

const WEEK = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'] as const;
const SCHEMA_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/**
 * The schema.org days of the opening days staff wrote in French ("Du lundi au vendredi",
 * "Lundi, mardi et jeudi", "Du mardi au samedi"): a range "du X au Y", or the days named. Empty
 * when no day is named, and then the page states no opening hours to search engines rather
 * than wrong ones.
 */
export function openingDays(text: string): string[] {
  const words = text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z]+/);
  const named = words.map((word) => WEEK.indexOf(word as (typeof WEEK)[number])).filter((day) => day >= 0);
  const range = /\bdu\s+([a-z]+)\s+au\s+([a-z]+)\b/.exec(words.join(' '));
  const from = range ? WEEK.indexOf(range[1] as (typeof WEEK)[number]) : -1;
  const to = range ? WEEK.indexOf(range[2] as (typeof WEEK)[number]) : -1;
  const days =
    from >= 0 && to >= from
      ? [...named, ...Array.from({ length: to - from + 1 }, (_, i) => from + i)]
      : named;
  return [...new Set(days)].sort((a, b) => a - b).map((day) => SCHEMA_DAYS[day] as string);
}

export function breadcrumbList(crumbs: Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: canonicalUrl(c.path),
    })),
  };
}

/** A schema.org address without the parts not entered (an empty value is "not known yet"). */
function postalAddress(street: string, postalCode: string, locality: string) {
  return {
    '@type': 'PostalAddress',
    ...(street ? { streetAddress: street } : {}),
    ...(postalCode ? { postalCode } : {}),
    ...(locality ? { addressLocality: locality } : {}),
    addressCountry: 'FR',
  };
}

export function localBusiness() {
  const f = business;
  return {
    '@context': 'https://schema.org',
    '@type': 'HomeAndConstructionBusiness',
    '@id': `${f.canonicalHost}/#entreprise`,
    name: f.brand,
    legalName: f.legalName,
    description: `Ponçage et rénovation de parquet depuis ${f.founded} en Alsace\u00a0: vitrification, huilage, escaliers et réparations.`,
    url: `${f.canonicalHost}/`,
    ...(f.phone.e164 ? { telephone: f.phone.e164 } : {}),
    ...(f.email ? { email: f.email } : {}),
    image: abs('/media/og/default-1200x630.jpg'),
    logo: abs('/media/icons/icon-512.png'),
    foundingDate: String(f.founded),
    priceRange: f.priceRange,
    currenciesAccepted: 'EUR',
    address: postalAddress(f.headOffice.street, f.headOffice.postalCode, f.headOffice.city),
    geo: {
      '@type': 'GeoCoordinates',
      latitude: f.headOffice.geo.latitude,
      longitude: f.headOffice.geo.longitude,
    },
    ...(f.openingHours.opens && f.openingHours.closes && openingDays(f.openingHours.days).length > 0
      ? {
          openingHoursSpecification: [
            {
              '@type': 'OpeningHoursSpecification',
              dayOfWeek: openingDays(f.openingHours.days),
              opens: f.openingHours.opens,
              closes: f.openingHours.closes,
            },
          ],
        }
      : {}),
    // The agencies, in the order staff keep them (the head office first).
    department: f.agencies.map((agency) => ({
      '@type': 'HomeAndConstructionBusiness',
      name: `${f.brand} – ${agency.city}`,
      ...(agency.phone.e164 ? { telephone: agency.phone.e164 } : {}),
      address: postalAddress(agency.street, agency.postalCode, agency.locality),
    })),
    areaServed: f.areasServed.map((name) => ({
      '@type': name === 'Alsace' ? 'AdministrativeArea' : 'City',
      name,
    })),
    makesOffer: {
      '@type': 'Offer',
      itemOffered: { '@type': 'Service', name: 'Ponçage et vitrification de parquet' },
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: quoteRules.prices.basePerM2,
        priceCurrency: 'EUR',
        unitText: 'm²',
      },
    },
    sameAs: Object.values(f.socialProfiles).filter(Boolean),
    inLanguage: 'fr-FR',
  };
}

export function serviceWithOffer(name: string, description: string, path: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name,
    description,
    url: canonicalUrl(path),
    serviceType: [
      'Ponçage de parquet',
      'Vitrification',
      'Huilage',
      'Rénovation d’escalier',
      'Réparation de parquet',
    ],
    provider: {
      '@id': `${business.canonicalHost}/#entreprise`,
      '@type': 'HomeAndConstructionBusiness',
      name: business.brand,
      telephone: business.phone.e164,
    },
    areaServed: business.areasServed.map((n) => ({ '@type': 'Place', name: n })),
    offers: {
      '@type': 'Offer',
      priceCurrency: 'EUR',
      price: quoteRules.prices.basePerM2,
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: quoteRules.prices.basePerM2,
        priceCurrency: 'EUR',
        unitText: 'm²',
      },
      availability: 'https://schema.org/InStock',
    },
    inLanguage: 'fr-FR',
  };
}

export function webPage(
  kind: 'WebPage' | 'CollectionPage' | 'AboutPage' | 'ContactPage',
  name: string,
  description: string,
  path: string,
) {
  return {
    '@context': 'https://schema.org',
    '@type': kind,
    name,
    description,
    url: canonicalUrl(path),
    inLanguage: 'fr-FR',
    publisher: org(),
  };
}

export function article(a: {
  title: string;
  description: string;
  path: string;
  image?: string | null;
  datePublished: string;
  dateModified?: string | null;
  section?: string | null;
  keywords?: string[];
}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: a.title.slice(0, 110),
    description: a.description,
    mainEntityOfPage: canonicalUrl(a.path),
    image: [abs(a.image ?? '/media/og/default-1200x630.jpg')],
    datePublished: a.datePublished,
    dateModified: a.dateModified ?? a.datePublished,
    articleSection: a.section ?? undefined,
    keywords: a.keywords?.join(', '),
    author: org(),
    publisher: { ...org(), logo: { '@type': 'ImageObject', url: abs('/media/icons/icon-512.png') } },
    inLanguage: 'fr-FR',
  };
}

/** Only valid when the page really shows these questions and answers (up to 5, answers cut to 500 chars). */
export function faqPage(items: Array<{ question: string; answer: string }>) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.slice(0, 5).map((q) => ({
      '@type': 'Question',
      name: q.question,
      acceptedAnswer: { '@type': 'Answer', text: q.answer.slice(0, 500) },
    })),
  };
}

export function imageGallery(
  name: string,
  description: string,
  path: string,
  images: Array<{ url: string; caption: string; width?: number; height?: number }>,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ImageGallery',
    name,
    description,
    url: canonicalUrl(path),
    inLanguage: 'fr-FR',
    image: images.map((i) => ({
      '@type': 'ImageObject',
      contentUrl: abs(i.url),
      caption: i.caption,
      width: i.width,
      height: i.height,
    })),
  };
}
