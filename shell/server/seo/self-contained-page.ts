import { baseCss } from '@parquet-alsace/shared';

/**
 * A French page that needs no other file (the site's base style and its own, inline), never
 * indexed: the answers to the plain forms and the offline page. `title` is already HTML.
 */
export function selfContainedPage({
  title,
  css,
  body,
}: {
  title: string;
  css: string;
  body: string;
}): string {
  return `<!doctype html>
<html lang="fr-FR" class="dark">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<style>${baseCss}
${css}
</style>
</head>
<body>
${body}
</body>
</html>`;
}
