import { Breadcrumbs, Container, Island } from '@parquet-alsace/shared';
import ReviewForm from './review-form';
import { formTexts as t } from './texts';

export const reviewFormCrumbs = [
  { name: 'Accueil', path: '/' },
  { name: 'Avis clients', path: '/reviews/' },
  { name: t.crumb, path: '/reviews/new/' },
];

/** /reviews/new/, a page of islands: the breadcrumbs are static, the form is the island. */
export function ReviewFormPage() {
  return (
    <Container>
      <Breadcrumbs items={reviewFormCrumbs} />
      <Island id="reviews/ReviewForm" Component={ReviewForm} props={{}} trigger="interaction" />
    </Container>
  );
}
