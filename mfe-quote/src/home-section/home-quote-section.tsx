import { css } from '@emotion/react';
import { Button, openQuote } from '@parquet-alsace/shared/client';
import {
  SURFACE_DEFAULT,
  SURFACE_MAX,
  SURFACE_MIN,
  SURFACE_STEP,
  surfaceLabel,
} from '@parquet-alsace/shared/quote';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { texts } from '../texts';
import { choiceCss } from '../wizard/fields';
import { homeTexts } from './texts';

/**
 * Exposed as './HomeQuoteSection' (docs/product-rules.md#quote-steps): surface slider and
 * property type; the button opens the wizard with them. Only this small component is loaded on
 * the home page: the wizard's code comes when the visitor presses the button.
 */
export default function HomeQuoteSection() {
  const [surface, setSurface] = useState(SURFACE_DEFAULT);
  const [propertyType, setPropertyType] = useState<'maison' | 'appartement'>('maison');
  const id = useId();
  const slider = useRef<HTMLInputElement>(null);
  const choices = useRef<HTMLFieldSetElement>(null);
  // The section is an island woken by the visitor's first touch: a surface dragged or a type
  // chosen before its code arrived is in the server HTML's inputs, and hydration keeps the
  // inputs' values but not the state. Take them over before anything reads the state.
  useLayoutEffect(() => {
    const dragged = Number(slider.current?.value);
    if (Number.isFinite(dragged) && dragged >= SURFACE_MIN && dragged <= SURFACE_MAX) setSurface(dragged);
    const chosen = choices.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.value;
    if (chosen === 'maison' || chosen === 'appartement') setPropertyType(chosen);
  }, []);
  return (
    // Without scripts the form leads to the plain quote form (/devis/), with the surface and type
    // chosen here; with them, it opens the wizard with those values.
    <form
      method="get"
      action="/devis/"
      onSubmit={(event) => {
        event.preventDefault();
        openQuote('home_quote_section', { surface, propertyType });
      }}
      css={css`display: grid; grid-template-columns: minmax(0, 1fr); gap: 16px; min-height: 300px;`}
    >
      <div>
        <label
          htmlFor={`${id}-surface`}
          css={css`font-weight: 700; display: flex; flex-wrap: wrap; gap: 0 12px; justify-content: space-between;`}
        >
          <span>{texts.surface}</span>
          <span>
            {surface}
            {'\u00a0'}m² — {surfaceLabel(surface)}
          </span>
        </label>
        <input
          ref={slider}
          id={`${id}-surface`}
          name="surface"
          type="range"
          min={SURFACE_MIN}
          max={SURFACE_MAX}
          step={SURFACE_STEP}
          value={surface}
          aria-valuetext={`${surface} m², ${surfaceLabel(surface)}`}
          onChange={(e) => setSurface(Number(e.target.value))}
          css={css`width: 100%; min-height: 44px; accent-color: var(--c-accent);`}
        />
      </div>
      <fieldset ref={choices} css={css`border: 0; padding: 0; margin: 0;`}>
        <legend css={css`font-weight: 700; margin-bottom: 8px;`}>{texts.propertyType}</legend>
        <div
          css={css`display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 140px), 1fr)); gap: 8px;`}
        >
          {(['maison', 'appartement'] as const).map((value) => (
            <label key={value} css={choiceCss}>
              <input
                type="radio"
                name="type"
                value={value}
                checked={propertyType === value}
                onChange={() => setPropertyType(value)}
              />
              {value === 'maison' ? texts.maison : texts.appartement}
            </label>
          ))}
        </div>
      </fieldset>
      <Button type="submit">{homeTexts.homeCta}</Button>
      <p css={css`margin: 0; color: var(--c-textMuted); text-align: center;`}>{homeTexts.perM2}</p>
    </form>
  );
}
