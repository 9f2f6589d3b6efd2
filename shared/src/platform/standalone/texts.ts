import { typeset } from '../../format/french';

/** What the standalone dev server (`npm run dev -w mfe-<name>`) says to the developer, in French. */
export const devTexts = typeset({
  indexTitle: (app: string) => `Application « ${app} » seule (serveur de dev)`,
  indexIntro:
    'Chaque adresse ci-dessous est servie par ce serveur, rechargée à chaque enregistrement d’un fichier de l’application. Le backend, la configuration du site et les modules des autres applications viennent du site lancé à côté (npm start).',
  routesTitle: 'Routes de l’application',
  noExample: 'exemple fictif : aucune page de ce modèle dans le plan du site',
  fragmentsTitle: 'Fragments montrés sur les pages des autres applications',
  fragmentLoading: 'Chargement du fragment…',
  fragmentFailed: (message: string) => `Le fragment n’a pas pu être chargé : ${message}`,
  othersTitle: 'Pièces des autres applications',
  notFoundLink: 'Page introuvable (404), avec la recherche du blog',
  quoteButton: 'Ouvrir le simulateur de devis',
  siteMissing:
    'Pas de site lancé derrière ce serveur (SITE_URL, par défaut http://127.0.0.1:8080) : lancez « npm start » pour disposer du backend et des autres applications.',
  placeholderTitle: 'Module d’une autre application',
  placeholder: (id: string, remote: string) =>
    `« ${id} » appartient à l’application « ${remote} » et n’a pas pu être chargé depuis le site lancé à côté. Lancez « npm start », ou ouvrez cette page dans le site composé avec ?remote=…`,
  close: 'Fermer',
  badge: (app: string) => `Serveur de dev : ${app} seul`,
});
