import {
  article as articleLd,
  breadcrumbList,
  defineRoute,
  faqPage,
  type MicroApp,
  NotFoundPage,
  notFoundHead,
  pageTitle,
  webPage,
} from '@parquet-alsace/shared';
import { type AllArticlesData, AllArticlesLoading, AllArticlesPage } from './all-articles/all-articles-page';
import { type ArticleData, loadArticle } from './article/article-data';
import { ArticlePage, ArticleSkeleton } from './article/article-page';
import { decodeTag, isTagLike, MAX_TAG_LENGTH } from './articles/article-rules';
import { failedList, fetchArticles, fetchCategories, loaded } from './articles/queries';
import { type BlogListData, BlogListLoading, BlogListPage } from './blog-list/blog-list-page';
import { blogListHead } from './blog-list/list-head';
import { type TagData, TagLoading, TagPage, tagCrumbs } from './tag/tag-page';

const blogCrumbs = [
  { name: 'Accueil', path: '/' },
  { name: 'Blog', path: '/blog/' },
];

export const blogApp: MicroApp = {
  name: 'blog',
  routes: [
    defineRoute<BlogListData>({
      path: '/blog/',
      load: async ({ backend }) => {
        const [articles, categories] = await Promise.all([fetchArticles(backend), fetchCategories(backend)]);
        return { list: loaded({ articles, categories }) };
      },
      head: (d, { url }) => {
        const { title, description } = blogListHead(
          d.list.ok ? d.list.value.categories : [],
          url.searchParams.get('category'),
        );
        return {
          title,
          description,
          path: url.pathname,
          search: url.search,
          jsonLd: [webPage('CollectionPage', 'Blog', description, '/blog/'), breadcrumbList(blogCrumbs)],
        };
      },
      Component: ({ data }) => <BlogListPage data={data} />,
      // Static: the category chips are links (one page per category), the quote button is markup.
      Loading: BlogListLoading,
      Failed: ({ retryHref }) => <BlogListPage data={{ list: failedList(retryHref) }} />,
    }),
    defineRoute<AllArticlesData>({
      path: '/blog/articles/',
      load: async ({ backend }) => {
        // Without the articles' text: the island fetches it when the visitor first searches, so
        // the page does not carry every article's body in its HTML.
        const [articles, categories] = await Promise.all([fetchArticles(backend), fetchCategories(backend)]);
        return { list: loaded({ articles, categories }) };
      },
      head: (_d, { url }) => {
        const description =
          'Tous les articles de Parquet Alsace Rénovation\u00a0: recherche, catégories et tri par date, titre ou popularité.';
        return {
          title: pageTitle('Tous les articles'),
          description,
          path: url.pathname,
          search: url.search,
          jsonLd: [
            webPage('CollectionPage', 'Tous les articles', description, '/blog/'),
            breadcrumbList([...blogCrumbs, { name: 'Tous les articles', path: '/blog/articles/' }]),
          ],
        };
      },
      Component: ({ data }) => <AllArticlesPage data={data} />,
      // Static, with the controls and results as one island woken by the first interaction.
      Loading: AllArticlesLoading,
      Failed: ({ retryHref }) => <AllArticlesPage data={{ list: failedList(retryHref) }} />,
    }),
    defineRoute<TagData>({
      path: '/blog/tag/:tag/',
      load: async ({ params, backend }) => {
        const tag = decodeTag(params.tag);
        // No keyword looks like this: the empty page (404, noindex), without asking the database.
        if (!isTagLike(tag)) return { tag: tag.slice(0, MAX_TAG_LENGTH), list: loaded([]), notKeyword: true };
        return { tag, list: loaded(await fetchArticles(backend, { tag })) };
      },
      status: (d) => (d.notKeyword ? 404 : 200),
      head: (d, { url }) => {
        const description = `Nos articles et conseils sur «\u202f${d.tag}\u202f»\u00a0: ponçage, vitrification et rénovation de parquet en Alsace.`;
        return {
          title: pageTitle(`${d.tag}\u00a0: articles et conseils`),
          description,
          path: url.pathname,
          search: url.search,
          robots: d.list.ok && d.list.value.length === 0 ? 'noindex' : undefined,
          jsonLd: [
            webPage('CollectionPage', `Articles sur ${d.tag}`, description, url.pathname),
            breadcrumbList(tagCrumbs(d.tag)),
          ],
        };
      },
      Component: ({ data }) => <TagPage data={data} />,
      Loading: TagLoading,
      Failed: ({ params, retryHref }) => (
        <TagPage data={{ tag: decodeTag(params.tag), list: failedList(retryHref) }} />
      ),
    }),
    defineRoute<ArticleData>({
      path: '/blog/:slug/',
      load: ({ params, backend }) => loadArticle(params.slug ?? '', backend),
      status: (d) => (d.article ? 200 : 404),
      head: (d, { url }) => {
        const a = d.article;
        if (!a) return notFoundHead(url);
        const path = `/blog/${a.slug}/`;
        const description = a.meta_description || a.excerpt;
        return {
          title: pageTitle(a.meta_title || a.title),
          description,
          path,
          search: url.search,
          ogType: 'article',
          ogImage: d.ogImage,
          jsonLd: [
            articleLd({
              title: a.title,
              description,
              path,
              image: a.featured_image,
              datePublished: a.published_at ?? a.created_at ?? '',
              dateModified: a.updated_at,
              section: a.category?.name,
              keywords: a.keywords,
            }),
            breadcrumbList([...blogCrumbs, { name: a.title, path }]),
            ...(d.faq.length > 0 ? [faqPage(d.faq)] : []),
          ],
        };
      },
      Component: ({ data }) => <ArticlePage data={data} />,
      // Static, with the gallery and the contact forms as islands.
      Loading: ArticleSkeleton,
    }),
  ],
  NotFound: NotFoundPage,
  notFoundHead,
};
