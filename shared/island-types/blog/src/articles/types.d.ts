// Generated from the remotes' islands.json by `npm run islands -w @parquet-alsace/shared`
// (shared/scripts/island-types.mjs): do not edit. Types only.
/** An article as the lists and the article page read it (table articles, docs/data-model.md). */
export interface ArticleCategory {
    name: string;
    slug: string;
}
export interface ArticleSummary {
    id: string;
    slug: string;
    title: string;
    excerpt: string;
    featured_image: string | null;
    keywords: string[];
    published_at: string | null;
    updated_at?: string | null;
    category: ArticleCategory | null;
    /** Computed on load from the body: the lists show it without shipping the whole text. */
    reading_minutes: number;
}
export interface ArticleRow extends Omit<ArticleSummary, 'reading_minutes'> {
    content: string;
    category_id: string | null;
    meta_title: string | null;
    meta_description: string | null;
    created_at?: string | null;
}
