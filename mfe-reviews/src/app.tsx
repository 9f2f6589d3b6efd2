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
      // A failed load still renders the page (header, references, CTA) with the list's error
      // state and its 'Réessayer' button, rather than no HTML at all.
      load: async ({ backend }) => {
        try {
          return { reviews: await fetchApprovedReviews(await backend()) };
        } catch (error) {
          console.error('Chargement des avis impossible', error);
          return { reviews: null };
        }
      },
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
