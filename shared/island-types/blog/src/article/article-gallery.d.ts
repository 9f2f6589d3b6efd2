// Generated from the remotes' islands.json by `npm run islands -w @parquet-alsace/shared`
// (shared/scripts/island-types.mjs): do not edit. Types only.
import { type Photo } from './gallery-rules';
/**
 * The article's gallery block (docs/product-rules.md#article-gallery): the first photos, the
 * expand toggle, counters, the viewer. The page carries only the first photos and the total;
 * the others are fetched once, when the visitor expands the block or opens the viewer.
 */
export declare function ArticleGallery({ photos: preview, total }: {
    photos: Photo[];
    total: number;
}): import("@emotion/react/jsx-runtime").JSX.Element | null;
/** Exposed as './ArticleGallery': an island of the article page (trigger: interaction). */
export default ArticleGallery;
