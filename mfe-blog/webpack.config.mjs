import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfigs } from '@parquet-alsace/shared/build/webpack-app.mjs';

export default createAppConfigs({
  dir: dirname(fileURLToPath(import.meta.url)),
  name: 'blog',
  devPort: 9102,
  exposes: {
    './app': './src/lifecycles.ts',
    './SiteSearch': './src/site-search/site-search.tsx',
    // Islands of the blog's own pages (docs/frontend-platform.md, "Islands").
    './ArticlesBrowser': './src/all-articles/articles-browser.tsx',
    './ArticleGallery': './src/article/article-gallery.tsx',
    './ContactForm': './src/article/contact-form.tsx',
  },
});
