import { frenchTexts } from './french';

export const layoutTexts = frenchTexts({
  skip: 'Aller au contenu',
  brand: 'Parquet Alsace · Équipe',
  nav: 'Espace équipe',
  leads: 'Demandes',
  reviews: 'Avis',
  journal: 'Journal',
  company: 'Entreprise',
  prices: 'Tarifs',
  articles: 'Articles',
  gallery: 'Galerie',
  documents: 'Documents',
  themeLight: 'Thème clair',
  themeDark: 'Thème sombre',
  signedInAs: (email: string) => `Connecté : ${email}`,
  notFound: 'Page introuvable',
  notFoundText: 'Cette adresse ne correspond à aucune page de l’espace équipe.',
  backToLeads: 'Revenir aux demandes',
  loadFailed: 'Le chargement a échoué. Vérifiez la connexion puis réessayez.',
  retry: 'Réessayer',
  loading: 'Chargement…',
});
