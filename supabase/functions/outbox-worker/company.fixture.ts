// The company details the worker's mail tests sign their messages with.
import type { Company } from '../_shared/company.ts';

export const testCompany: Company = {
  brand: 'Parquet Alsace Rénovation',
  phone: '03 89 00 11 22',
  email: 'contact@parquet-alsace.example',
  mailbox: 'contact@parquet-alsace.example',
  address: '12 rue des Artisans, 68420 Herrlisheim-près-Colmar',
  siret: '123 456 789 00012',
  replyDelay: '48 h',
};
