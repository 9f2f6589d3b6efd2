import { css } from '@emotion/react';
import {
  Breadcrumbs,
  breadcrumbsFor,
  business,
  buttonCss,
  Container,
  controlCss,
  controlLabelCss,
  PhoneLink,
} from '@parquet-alsace/shared';
import {
  finitionLabel,
  offeredFinitions,
  phoneCountries,
  quoteRules,
  SURFACE_DEFAULT,
  SURFACE_MAX,
  SURFACE_MIN,
  SURFACE_STEP,
} from '@parquet-alsace/shared/quote';
import { plainQuoteTexts as t } from './texts';

export const PLAIN_QUOTE_PATH = '/devis/';

export interface PlainQuotePreset {
  surface: number;
  propertyType: 'maison' | 'appartement';
}

/** What the home page's quote section sends (`?surface=80&type=appartement`), kept in range. */
export function presetFrom(url: URL): PlainQuotePreset {
  const surface = Number(url.searchParams.get('surface'));
  const ok = Number.isFinite(surface) && surface >= SURFACE_MIN && surface <= SURFACE_MAX;
  return {
    surface: ok ? Math.round(surface / SURFACE_STEP) * SURFACE_STEP : SURFACE_DEFAULT,
    propertyType: url.searchParams.get('type') === 'appartement' ? 'appartement' : 'maison',
  };
}

const formCss = css`
  display: grid; gap: 16px; max-width: 40rem; margin: 16px 0 48px;
  fieldset { display: grid; gap: 12px; border: 1px solid var(--c-border); border-radius: 12px; padding: 12px 16px 16px; margin: 0; }
  legend { font-weight: 700; padding: 0 6px; }
  input, select, textarea { ${controlCss.styles} }
  input[type='radio'], input[type='checkbox'] { width: 22px; min-height: 0; height: 22px; padding: 0; flex: none; accent-color: var(--c-accent); }
  .choice { display: flex; gap: 10px; align-items: center; min-height: 48px; padding: 8px 12px; border: 1px solid var(--c-border); border-radius: 12px; cursor: pointer; }
  .choices { display: grid; gap: 8px; grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr)); }
`;

/**
 * /devis/: the quote request without the wizard (docs/product-rules.md#forms-without-scripts),
 * where every quote link of a page without scripts leads through the home page's quote section.
 * A plain form posted to the server, which checks it with the site's rules and stores it with
 * `submit_quote`, as the wizard does; the phone number first.
 */
export function PlainQuotePage({ preset }: { preset: PlainQuotePreset }) {
  const { countries } = quoteRules.phone;
  return (
    <Container>
      <Breadcrumbs items={breadcrumbsFor(PLAIN_QUOTE_PATH, t.crumb)} />
      <h1>{t.h1}</h1>
      {business.phone.display && (
        <p css={css`font-size: 1.1rem;`}>
          {t.callFirst()}{' '}
          <PhoneLink source="plain_quote">
            <strong>{business.phone.display}</strong>
          </PhoneLink>
          .
        </p>
      )}
      <p>{t.orForm()}</p>
      <form method="post" action={PLAIN_QUOTE_PATH} css={formCss}>
        <fieldset>
          <legend>{t.project}</legend>
          <label css={controlLabelCss}>
            {t.surface}
            <input
              name="surface"
              type="number"
              inputMode="numeric"
              min={SURFACE_MIN}
              max={SURFACE_MAX}
              step={SURFACE_STEP}
              defaultValue={preset.surface}
              required
            />
          </label>
          <div role="radiogroup" aria-labelledby="plain-type" className="choices">
            <span id="plain-type" css={css`font-weight: 600; grid-column: 1 / -1;`}>
              {t.propertyType}
            </span>
            {(['maison', 'appartement'] as const).map((value) => (
              <label key={value} className="choice">
                <input
                  type="radio"
                  name="propertyType"
                  value={value}
                  defaultChecked={preset.propertyType === value}
                />
                {value === 'maison' ? t.maison : t.appartement}
              </label>
            ))}
          </div>
          <label css={controlLabelCss}>
            {t.elevator}
            <select name="hasElevator" defaultValue="">
              <option value="">{t.elevatorUnknown}</option>
              <option value="oui">{t.yes}</option>
              <option value="non">{t.no}</option>
            </select>
          </label>
          <label css={controlLabelCss}>
            {t.homeAge}
            <select name="homeOlderThanTwoYears" defaultValue="">
              <option value="">{t.homeAgeUnknown}</option>
              <option value="oui">{t.homeAgeYes}</option>
              <option value="non">{t.homeAgeNo}</option>
            </select>
          </label>
          <div role="radiogroup" aria-labelledby="plain-finition" className="choices">
            <span id="plain-finition" css={css`font-weight: 600; grid-column: 1 / -1;`}>
              {t.finition}
            </span>
            {offeredFinitions.map((value, i) => (
              <label key={value} className="choice">
                <input type="radio" name="finition" value={value} defaultChecked={i === 0} />
                {finitionLabel(value)}
              </label>
            ))}
          </div>
          <label className="choice">
            <input type="checkbox" name="teinture" value="oui" />
            {t.teinture}
          </label>
        </fieldset>
        <fieldset>
          <legend>{t.contact}</legend>
          <label css={controlLabelCss}>
            {t.fullName}
            <input name="fullName" autoComplete="name" required maxLength={quoteRules.lengths.fullName} />
          </label>
          <label css={controlLabelCss}>
            {t.phoneCountry}
            <select name="phoneCountry" defaultValue="FR">
              {phoneCountries.map((code) => (
                <option key={code} value={code}>
                  {`${countries[code].name} (+${countries[code].callingCode})`}
                </option>
              ))}
            </select>
          </label>
          <label css={controlLabelCss}>
            {t.phone}
            <input name="phone" type="tel" autoComplete="tel" inputMode="tel" required />
          </label>
          <label css={controlLabelCss}>
            {t.email}
            <input name="email" type="email" autoComplete="email" required />
          </label>
          <label css={controlLabelCss}>
            {t.postalCode}
            <input name="postalCode" autoComplete="postal-code" inputMode="numeric" required />
          </label>
          <label css={controlLabelCss}>
            {t.message}
            <textarea name="message" rows={4} maxLength={quoteRules.lengths.message} />
          </label>
          <label className="choice">
            <input type="checkbox" name="sendCopy" value="oui" />
            {t.sendCopy}
          </label>
          <label className="choice">
            <input type="checkbox" name="acceptTerms" value="oui" required />
            {t.acceptTerms}
          </label>
          <p css={css`margin: 0;`}>
            {t.readTerms} <a href="/cgv/">{t.terms}</a> · <a href="/confidentialite/">{t.privacy}</a>
          </p>
        </fieldset>
        <button type="submit" css={buttonCss('primary')}>
          {t.submit}
        </button>
      </form>
    </Container>
  );
}
