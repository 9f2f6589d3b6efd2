import { css } from '@emotion/react';
import { CategorySelect, SearchField } from '@parquet-alsace/shared/client';
import { DOCUMENT_CATEGORIES } from '@parquet-alsace/shared/document-categories';
import { texts } from './texts';

/** Search and category of the document list. */
export function DocumentFilters({
  search,
  category,
  onSearch,
  onCategory,
}: {
  search: string;
  category: string;
  onSearch: (search: string) => void;
  onCategory: (category: string) => void;
}) {
  return (
    <search
      css={css`display: grid; gap: 12px; margin-bottom: 12px; @media (min-width: 720px) { grid-template-columns: 2fr 1fr; }`}
    >
      <SearchField
        label={texts.searchLabel}
        placeholder={texts.searchPlaceholder}
        value={search}
        onChange={onSearch}
      />
      <CategorySelect
        label={texts.categoryLabel}
        allLabel={texts.allCategories}
        categories={DOCUMENT_CATEGORIES}
        value={category}
        onChange={onCategory}
      />
    </search>
  );
}
