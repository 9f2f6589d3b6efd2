import { breadcrumbList, type PageHead, webPage } from '@parquet-alsace/shared';
import { texts } from './texts';

export function downloadsHead(): PageHead {
  return {
    title: texts.metaTitle,
    description: texts.metaDescription,
    path: '/downloads/',
    jsonLd: [
      webPage('CollectionPage', texts.title, texts.metaDescription, '/downloads/'),
      breadcrumbList([
        { name: texts.home, path: '/' },
        { name: texts.title, path: '/downloads/' },
      ]),
    ],
  };
}
