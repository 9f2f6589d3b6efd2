import {
  breadcrumbList,
  breadcrumbsFor,
  Container,
  defineRoute,
  type MicroApp,
  NotFoundPage,
  notFoundHead,
  Spinner,
  webPage,
} from '@parquet-alsace/shared';
import { ReviewFormPage, reviewFormCrumbs } from './review-form/review-form-page';
import { formTexts } from './review-form/texts';
import { fetchApprovedReviews } from './reviews/load';
import { ReviewsPage, type ReviewsPageData } from './reviews/reviews-page';
import { listTexts } from './reviews/texts';

function ListLoading() {
  return (
    <Container>
      <div css={{ minHeight: '60vh' }}>
        <Spinner label={listTexts.loading} />
      </div>
    </Container>
  );
}

export const reviewsApp: MicroApp = {
  name: 'reviews',
  routes: [
    defineRoute<ReviewsPageData>({
      path: '/reviews/',
      // A failure throws: the server then answers 503 with the page (header, references, CTA) and
      // the shared error block in place of the list, whose 'Réessayer' (in the island) loads again.
      load: async ({ backend }) => ({ reviews: await fetchApprovedReviews(await backend()) }),
      head: (_data, { url }) => ({
        title: listTexts.metaTitle,
        description: listTexts.metaDescription,
        path: url.pathname,
        // No Review / AggregateRating markup: self-serving ratings of the business itself.
        jsonLd: [
          webPage('CollectionPage', listTexts.title, listTexts.metaDescription, '/reviews/'),
          breadcrumbList(breadcrumbsFor('/reviews/')),
        ],
      }),
      Component: ({ data }) => <ReviewsPage data={data} />,
      Loading: ListLoading,
      Failed: () => <ReviewsPage data={{ reviews: null }} />,
    }),
    defineRoute({
      path: '/reviews/new/',
      // A form page with no content of its own: kept out of search results and the sitemap.
      head: (_data, { url }) => ({
        title: formTexts.metaTitle,
        description: formTexts.metaDescription,
        path: url.pathname,
        robots: 'noindex',
        jsonLd: [
          webPage('WebPage', formTexts.title, formTexts.metaDescription, '/reviews/new/'),
          breadcrumbList(reviewFormCrumbs),
        ],
      }),
      Component: () => <ReviewFormPage />,
    }),
  ],
  NotFound: NotFoundPage,
  notFoundHead,
};
