import {
  agencyCities,
  agencyCount,
  business,
  headOfficeAddress,
  openingHoursText,
  pageTitle,
  replyWithin,
} from '@parquet-alsace/shared';
import { typeset } from '@parquet-alsace/shared/format';
import { mediationParagraphs } from '../legal/texts';

/** "Du lundi…" → "du lundi…", inside a sentence. */
const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * Texts of /about/, legal notices included (/mentions-legales/ leads here). The ones built from
 * the company details are functions: computed at render, with the details of that render.
 */
export const aboutTexts = typeset({
  title: pageTitle('À propos et mentions légales'),
  description: () =>
    `L’équipe, les valeurs et ${business.agencies.length > 0 ? `les ${agencyCount()}` : 'les coordonnées'} de ${business.brand}, artisans du parquet ${business.region} depuis ${business.founded}, et les mentions légales du site.`,
  h1: `À propos de ${business.brand}`,
  intro: () =>
    `Artisans du parquet depuis ${business.founded}, nous rénovons les sols en bois des particuliers et des professionnels ${business.region}${business.agencies.length > 0 ? `, depuis ${business.agencies.length > 1 ? 'nos agences' : 'notre agence'} de ${agencyCities()}` : ''}.`,
  teamTitle: 'Notre équipe d’experts',
  valuesTitle: 'Nos valeurs',
  values: () => [
    {
      name: 'Le respect du bois',
      text: 'Nous rénovons plutôt que remplacer : un parquet poncé repart pour des décennies, pour environ 4 fois moins cher.',
    },
    {
      name: 'Un chantier propre',
      text: 'Aspiration des poussières à 99,996 %, protection des pièces, mobilier remis en place.',
    },
    {
      name: 'La transparence',
      text: 'Devis gratuit et détaillé, prix tenus, conseils d’entretien remis à chaque client.',
    },
    {
      name: 'La proximité',
      text: `${business.agencies.length > 1 ? agencyCount() : 'Des artisans'} ${business.region} pour intervenir vite, en urgence sous 48 h si besoin.`,
    },
  ],
  agenciesTitle: () => (business.agencies.length > 1 ? `Nos ${agencyCount()}` : 'Notre agence'),
  figuresTitle: 'Quelques chiffres',
  figures: () =>
    [
      { value: business.figures.years, label: 'ans d’expérience' },
      { value: business.figures.floors, label: 'parquets rénovés' },
      { value: business.figures.staircases, label: 'escaliers rénovés' },
      { value: business.figures.satisfaction, label: 'de clients satisfaits' },
      { value: business.agencies.length > 0 ? business.figures.agencies : '', label: 'agences' },
    ].filter((figure) => figure.value),
  contactTitle: 'Nous contacter',
  contactPhone: 'Téléphone :',
  contactEmail: 'E-mail :',
  contactAddress: 'Siège :',
  contactHours: () => (openingHoursText() ? `Horaires : ${lower(openingHoursText())}` : ''),
  brochureTitle: 'Notre plaquette',
  brochureText:
    'Nos services, nos tarifs indicatifs et nos références, en un document à conserver ou à partager.',
  brochureLink: (size: string | null) => `Télécharger la plaquette (PDF${size ? `, ${size}` : ''})`,
  brochureUrl: '/media/documents/plaquette-parquet-alsace-renovation.pdf',
  brochureName: 'Plaquette entreprise',
  ctaTitle: 'Parlons de votre parquet',
  ctaText: () => `Un de nos artisans vous rappelle ou vous envoie votre devis gratuit ${replyWithin()}.`,
  legalTitle: 'Mentions légales',
  privacyLink: 'Politique de confidentialité',
  termsLink: 'Conditions générales d’intervention',
} as const);

/** The non-empty lines of a block. */
const lines = (...values: (string | false)[]): string[] => values.filter((v): v is string => Boolean(v));

/**
 * The legal notices with the current company details: a line whose value is not entered yet is
 * left out, and so is a block left without a line.
 */
export function legalNotices(): { title: string; paragraphs: readonly string[] }[] {
  return typeset([
    {
      title: 'Éditeur du site',
      paragraphs: [
        `${business.legalName}${business.legalForm ? `, ${business.legalForm}` : ''}, ${headOfficeAddress() ? `${headOfficeAddress()}, ` : ''}France.`,
        ...lines(
          business.siret && `SIRET : ${business.siret}.`,
          business.rcs && `Immatriculation : ${business.rcs}.`,
          business.vatNumber && `TVA intracommunautaire : ${business.vatNumber}.`,
          business.phone.display && `Téléphone : ${business.phone.display}.`,
          business.email && `E-mail : ${business.email}.`,
        ),
      ],
    },
    {
      title: 'Directeur de la publication',
      paragraphs: lines(business.publicationDirector && `${business.publicationDirector}, président.`),
    },
    {
      title: 'Hébergement',
      paragraphs: lines(
        business.host.name &&
          `${[
            business.host.name,
            business.host.address,
            business.host.phone && `téléphone : ${business.host.phone}`,
          ]
            .filter(Boolean)
            .join(', ')}.`,
      ),
    },
    {
      title: 'Assurance décennale',
      paragraphs: lines(
        business.insurer.name &&
          `${business.insurer.name}${business.insurer.policy ? `, contrat n° ${business.insurer.policy}` : ''}${business.insurer.area ? `, couverture : ${business.insurer.area}` : ''}.`,
      ),
    },
    { title: 'Médiation de la consommation', paragraphs: mediationParagraphs() },
    {
      title: 'Protection des données',
      paragraphs: [
        'Les données saisies dans nos formulaires (devis, avis, contact, lettre d’information) servent uniquement à traiter votre demande. Les demandes de devis sont conservées 3 ans après notre dernier contact, puis supprimées automatiquement.',
        `Vous pouvez accéder à vos données, les faire rectifier ou supprimer en nous écrivant${business.email ? ` à ${business.email}` : ''}. Tous les détails figurent dans notre politique de confidentialité.`,
      ],
    },
    {
      title: 'Propriété intellectuelle',
      paragraphs: [
        `Les textes, photographies, logos et documents de ce site sont la propriété de ${business.legalName} ou utilisés avec l’accord de leurs auteurs. Toute reproduction sans autorisation écrite est interdite.`,
      ],
    },
    {
      title: 'Cookies',
      paragraphs: [
        'Les cookies de mesure d’audience et de marketing ne sont déposés qu’avec votre accord. Vous pouvez modifier votre choix à tout moment avec le bouton « Paramètres des cookies » en bas de chaque page.',
      ],
    },
  ]).filter((block) => block.paragraphs.length > 0);
}
