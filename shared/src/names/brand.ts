// The brand, the one built-in fact the outbox worker's e-mails sign with: not a company detail
// staff edit. The edge functions import this file as it is: keep it free of imports.
export const BRAND = 'Parquet Alsace Rénovation';
