/**
 * The business's contact details, team and figures. The phones (in the ranges reserved for
 * fiction), the agencies' street addresses, the mediator and the `.example` domain are fictional
 * placeholders. Every app reads them from here, so a real business changes them in one place.
 */
import { phone } from './phone';

export const business = {
  brand: 'Parquet Alsace Rénovation',
  legalName: 'Parquet Alsace Rénovation SAS',
  phone,
  chat: { label: 'WhatsApp', display: '06 39 98 12 34', href: 'https://wa.me/33639981234' },
  email: 'contact@parquet-alsace.example',
  mainSite: 'https://www.parquet-alsace.example',
  canonicalHost: 'https://devis.parquet-alsace.example',
  headOffice: {
    street: '12 rue des Artisans',
    postalCode: '68420',
    city: 'Herrlisheim-près-Colmar',
    country: 'FR',
    geo: { latitude: 48.0833, longitude: 7.5 },
  },
  /** Where the agencies are, for sentences: Belfort is in Franche-Comté, the others in the Grand Est. */
  region: 'dans le Grand Est et en Franche-Comté',
  agencies: [
    {
      city: 'Colmar',
      label: 'Siège social',
      headquarters: true,
      street: '12 rue des Artisans',
      postalCode: '68420',
      locality: 'Herrlisheim-près-Colmar',
      phone: phone,
    },
    {
      city: 'Strasbourg',
      label: 'Agence nord',
      headquarters: false,
      street: '5 rue des Menuisiers',
      postalCode: '67100',
      locality: 'Strasbourg',
      phone: { display: '03 53 01 24 70', href: 'tel:+33353012470', e164: '+33353012470' },
    },
    {
      city: 'Belfort',
      label: 'Agence Franche-Comté',
      headquarters: false,
      street: '3 rue des Ébénistes',
      postalCode: '90000',
      locality: 'Belfort',
      phone: { display: '03 53 01 24 72', href: 'tel:+33353012472', e164: '+33353012472' },
    },
    {
      city: 'Sarrebourg',
      label: 'Agence Moselle',
      headquarters: false,
      street: '9 rue des Charpentiers',
      postalCode: '57400',
      locality: 'Sarrebourg',
      phone: { display: '03 53 01 24 74', href: 'tel:+33353012474', e164: '+33353012474' },
    },
  ],
  /**
   * The consumer mediator a customer may refer a dispute to (required for sales to consumers in
   * France). A fictional body, shown as a placeholder like the SIRET until the real one is known.
   */
  mediator: {
    name: 'Médiation des Artisans du Grand Est',
    placeholderNote: 'organisme fictif, à remplacer par le médiateur réel',
    street: '1 place de la Médiation',
    postalCode: '67000',
    locality: 'Strasbourg',
    website: 'https://mediation-artisans.example',
  },
  openingHours: { days: 'Du lundi au vendredi', opens: '08:00', closes: '18:00' },
  founded: 2008,
  publicationDirector: 'Marc Hoffmann',
  team: [
    { name: 'Marc Hoffmann', firstName: 'Marc', speciality: 'anciens parquets' },
    { name: 'Julien Weber', firstName: 'Julien', speciality: 'vitrification' },
    { name: 'Thomas Klein', firstName: 'Thomas', speciality: 'maître artisan' },
    { name: 'Kevin Muller', firstName: 'Kevin', speciality: 'réparations' },
  ],
  /** First names that earn a testimonial the team badge. */
  badgeTeamNames: ['Marc', 'Julien', 'Thomas'],
  siret: '000 000 000 00000',
  host: '[Hébergeur du site : à compléter]',
  areasServed: ['Strasbourg', 'Colmar', 'Mulhouse', 'Belfort', 'Alsace'],
  priceRange: '€€',
  socialProfiles: {
    facebook: 'https://www.facebook.com/parquet-alsace.example',
    youtube: 'https://www.youtube.com/@parquet-alsace.example',
    linkedin: 'https://www.linkedin.com/company/parquet-alsace.example',
    businessListing: 'https://maps.parquet-alsace.example/colmar',
  },
  figures: {
    rating: '4,9/5',
    externalRating: '4,8',
    externalReviewCount: '50+',
    floors: '500+',
    staircases: '150+',
    satisfaction: '98\u00a0%',
    years: '15+',
    agencies: '4',
    savings: "jusqu'à 75 %",
  },
} as const;

export type Business = typeof business;
