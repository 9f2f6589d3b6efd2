// The six fixed categories of the downloadable documents, in the order the downloads page shows
// them (docs/data-model.md); the database allows these and no other (documents_category_allowed).
// Named once for the downloads page, the back office and the content's checks: keep it free of imports.
export const DOCUMENT_CATEGORIES = [
  'Ponçage & Préparation',
  'Huiles / Vitrificateurs / Cires',
  'Entretien du parquet',
  'Réparation et traitement bois',
  'Escaliers en bois',
  'Fiches sécurité',
] as const;

export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];
