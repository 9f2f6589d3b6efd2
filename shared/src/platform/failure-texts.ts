/** What a visitor reads when a part of the site could not load (React fallback and the loader's). */
export const failureTexts = {
  title: 'Cette partie du site est momentanément indisponible',
  text: 'Nous n’avons pas pu afficher cette page. Vous pouvez réessayer, ou nous appeler directement.',
  retry: 'Réessayer',
  call: 'Appeler le',
};
