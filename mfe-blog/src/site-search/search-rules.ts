export interface Suggestion {
  title: string;
  url: string;
  description: string;
  relevance: number;
}

/** Where a lost visitor most likely wanted to go; base relevance 0.6 to 0.95. */
const destinations: Array<Suggestion & { words: string[] }> = [
  {
    title: 'Demander un devis gratuit',
    url: '/',
    description: 'Estimation immédiate, devis gratuit et sans engagement.',
    relevance: 0.95,
    words: ['devis', 'prix', 'tarif', 'estimation'],
  },
  {
    title: 'Nos services',
    url: '/services/',
    description: 'Ponçage, vitrification, huilage, escaliers et réparations.',
    relevance: 0.85,
    words: ['service', 'poncage', 'vitrification', 'huilage', 'escalier', 'reparation'],
  },
  {
    title: 'Le blog',
    url: '/blog/',
    description: 'Conseils de nos artisans pour votre parquet.',
    relevance: 0.8,
    words: ['blog', 'article', 'conseil', 'entretien'],
  },
  {
    title: 'Nos réalisations',
    url: '/gallery/',
    description: 'Photos de chantiers en Alsace.',
    relevance: 0.75,
    words: ['gallery', 'galerie', 'photo', 'realisation', 'chantier'],
  },
  {
    title: 'Avis clients',
    url: '/reviews/',
    description: 'Ce que nos clients disent de nous.',
    relevance: 0.7,
    words: ['avis', 'review', 'temoignage'],
  },
  {
    title: 'Téléchargements',
    url: '/downloads/',
    description: 'Fiches techniques et plaquette.',
    relevance: 0.65,
    words: ['download', 'telechargement', 'fiche', 'plaquette', 'pdf'],
  },
  {
    title: 'À propos',
    url: '/about/',
    description: 'Notre équipe et nos agences.',
    relevance: 0.6,
    words: ['about', 'propos', 'equipe', 'agence', 'contact'],
  },
];

const fold = (s: string) => s.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');

/** Up to 4 suggestions, most relevant first: a word of the lost address or the search raises a destination. */
export function suggestionsFor(text: string, limit = 4): Suggestion[] {
  const words = fold(text)
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 2);
  return destinations
    .map(({ words: keys, ...s }) => {
      const hit = words.some((w) => keys.some((k) => w.startsWith(k) || k.startsWith(w)));
      return { ...s, relevance: hit ? Math.min(0.99, s.relevance + 0.3) : s.relevance };
    })
    .sort((a, b) => b.relevance - a.relevance)
    .slice(0, limit);
}

export { searchFilter } from '../data/queries';
