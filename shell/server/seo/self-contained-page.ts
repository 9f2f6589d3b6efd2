import { baseCss } from '@parquet-alsace/shared';

/**
 * A French page that needs no other file (the site's base style and its own, inline), never
 * indexed: the answers to the plain forms, the visit page and the offline page. `title` is
 * already HTML. `noReferrer`: links leave without the page's address (one with a key in it).
 */
export function selfContainedPage({
  title,
  css,
  body,
  noReferrer = false,
}: {
  title: string;
  css: string;
  body: string;
  noReferrer?: boolean;
}): string {
  return `<!doctype html>
<html lang="fr-FR" class="dark">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
${noReferrer ? '<meta name="referrer" content="no-referrer">\n' : ''}<title>${title}</title>
<style>${baseCss}
${css}
</style>
</head>
<body>
${body}
</body>
</html>`;
}
