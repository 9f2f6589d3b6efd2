/** The backend client, fetched only when a component needs it (keeps supabase-js off the first paint). */
export const browserBackend = () => import('@parquet-alsace/shared/backend').then((m) => m.getBackend());
