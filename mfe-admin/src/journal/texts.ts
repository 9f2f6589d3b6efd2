import { frenchTexts } from '../ui/french';

export const journalTexts = frenchTexts({
  title: 'Journal des modifications',
  intro:
    'Chaque modification faite par l’équipe (statut, note, avis, réponse, renvoi, export ou effacement de données) est inscrite ici par la base de données ; personne ne peut la modifier.',
  empty: 'Aucune modification enregistrée.',
  columns: { at: 'Date', who: 'Par', what: 'Action', on: 'Sur' },
  system: 'Clé de service',
  actions: {
    insert: 'Ajout',
    update: 'Modification',
    delete: 'Suppression',
    resend: 'Renvoi',
    export: 'Export des données',
    erase: 'Effacement des données',
  } as Record<string, string>,
  tables: {
    form_submissions: 'Demande',
    lead_notes: 'Note',
    reviews: 'Avis',
    review_responses: 'Réponse à un avis',
    outbox_jobs: 'Envoi',
    person: 'Personne',
    gallery_photos: 'Photo de la galerie',
    documents: 'Document',
    'storage.objects': 'Fichier publié',
  } as Record<string, string>,
  redacted: '(données effacées)',
  pages: 'Pages du journal',
  previous: 'Page précédente',
  next: 'Page suivante',
  pageOf: (page: number, pages: number) => `Page ${page} sur ${pages}`,
});
