/** Where the staff session is kept in `localStorage`: its own key, so that no visitor page's code ever reads it. */
export const SESSION_STORAGE_KEY = 'parquet-alsace-equipe';
