// The generated `Database` type of the public schema (docs/data-model.md), imported as a type
// only: nothing of shared/ runs in a function.
export type { Database, Json, Tables } from '../../../shared/src/backend/database.types.ts';
