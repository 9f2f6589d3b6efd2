import { ensureTemplateDatabase } from './helpers/template-database.ts';

export default async function globalSetup(): Promise<void> {
  await ensureTemplateDatabase();
}
