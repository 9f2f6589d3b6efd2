import { typeset } from '@parquet-alsace/shared/format';

/**
 * French typography for the back office's texts, written with ordinary spaces: the site's
 * `typeset` (figures, units, and the spaces of `: ; ? !` and « », docs/adr-019-french-typography.md).
 */
export const frenchTexts = typeset;
