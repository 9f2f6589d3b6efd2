import { css } from '@emotion/react';
import { buttonCss, CategorySelect, SearchField } from '@parquet-alsace/shared/client';
import { texts } from './texts';

export type GalleryView = 'grid' | 'list';

/** Search, work type and grid/list toggle of the gallery (client state over the loaded photos). */
export function GalleryFilters({
  search,
  category,
  categories,
  view,
  onFilter,
  onView,
}: {
  search: string;
  category: string;
  categories: string[];
  view: GalleryView;
  onFilter: (search: string, category: string) => void;
  onView: (view: GalleryView) => void;
}) {
  return (
    <search
      css={css`display: grid; gap: 12px; grid-template-columns: 1fr; margin: 24px 0 12px; @media (min-width: 720px) { grid-template-columns: 2fr 1fr auto; align-items: end; }`}
    >
      <SearchField
        label={texts.searchLabel}
        placeholder={texts.searchPlaceholder}
        value={search}
        onChange={(value) => onFilter(value, category)}
      />
      <CategorySelect
        label={texts.categoryLabel}
        allLabel={texts.allCategories}
        categories={categories}
        value={category}
        onChange={(value) => onFilter(search, value)}
      />
      <fieldset css={css`display: flex; gap: 8px; border: 0; padding: 0; margin: 0;`}>
        <legend className="visually-hidden">{texts.viewLabel}</legend>
        {(['grid', 'list'] as const).map((v) => (
          <button
            key={v}
            type="button"
            aria-pressed={view === v}
            css={[buttonCss(view === v ? 'primary' : 'secondary'), css`min-height: 48px;`]}
            onClick={() => onView(v)}
          >
            {v === 'grid' ? texts.grid : texts.list}
          </button>
        ))}
      </fieldset>
    </search>
  );
}
