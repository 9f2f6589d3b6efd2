import { css } from '@emotion/react';
import { isPhoneCountry, phoneCountries, quoteRules } from '@parquet-alsace/shared/quote';
import { lazy, Suspense, useEffect } from 'react';
import { useQuoteStore } from '../store/quote-store';
import { contactTexts } from './contact-texts';
import { Checkbox, choiceCss, FieldError, fieldCss, TextField } from './fields';
import { prefetchSending } from './use-submit';

const { countries } = quoteRules.phone;

// The photo picker's code (resizing, uploads) in a chunk of its own, fetched with the contact fields.
const PhotoPicker = lazy(() => import('../photos/photo-picker').then((m) => ({ default: m.PhotoPicker })));

/** The contact fields of step 3 and of the quote modal; the modal adds the address. */
export function ContactFields({ withAddress }: { withAddress: boolean }) {
  const s = useQuoteStore();
  const e = s.errors;
  // The phone library is fetched as soon as the contact fields appear, so that the number is
  // checked without a wait when the visitor leaves its field or sends.
  useEffect(() => prefetchSending(true), []);
  return (
    <>
      <TextField
        name="fullName"
        label={contactTexts.fullName}
        value={s.fullName}
        error={e.fullName}
        onValue={(v) => s.setField('fullName', v)}
        autoComplete="name"
        placeholder="Jean Dupont"
        required={withAddress}
      />
      <div css={fieldCss}>
        <label htmlFor="quote-phoneCountry">{contactTexts.phoneCountry}</label>
        <select
          id="quote-phoneCountry"
          value={s.phoneCountry}
          onChange={(ev) => {
            if (!isPhoneCountry(ev.target.value)) return;
            s.setField('phoneCountry', ev.target.value);
            void s.checkPhone();
          }}
        >
          {phoneCountries.map((code) => (
            <option key={code} value={code}>
              {`${countries[code].name} (+${countries[code].callingCode})`}
            </option>
          ))}
        </select>
      </div>
      <TextField
        name="phone"
        type="tel"
        label={contactTexts.phone}
        value={s.phone}
        error={e.phone}
        onValue={(v) => s.setField('phone', v)}
        onBlur={() => void s.checkPhone()}
        autoComplete="tel-national"
        inputMode="tel"
        placeholder="6 12 34 56 78"
        required={withAddress}
        prefix={
          <span aria-hidden="true" css={css`font-weight: 700;`}>
            +{countries[s.phoneCountry].callingCode}
          </span>
        }
      />
      <TextField
        name="email"
        type="email"
        label={contactTexts.email}
        value={s.email}
        error={e.email}
        onValue={(v) => s.setField('email', v)}
        autoComplete="email"
        required={withAddress}
      />
      {withAddress && (
        <div css={css`display: grid; grid-template-columns: 1fr 2fr; gap: 0 10px;`}>
          <TextField
            name="streetNumber"
            label={contactTexts.streetNumber}
            value={s.streetNumber}
            error={e.streetNumber}
            onValue={(v) => s.setField('streetNumber', v)}
            autoComplete="off"
          />
          <TextField
            name="streetName"
            label={contactTexts.streetName}
            value={s.streetName}
            error={e.streetName}
            onValue={(v) => s.setField('streetName', v)}
            autoComplete="address-line1"
          />
        </div>
      )}
      <TextField
        name="postalCode"
        label={contactTexts.postalCode}
        value={s.postalCode}
        error={e.postalCode}
        onValue={(v) => s.setField('postalCode', v)}
        autoComplete="postal-code"
        inputMode="numeric"
        placeholder="75001"
        required={withAddress}
      />
      {withAddress && (
        <TextField
          name="city"
          label={contactTexts.city}
          value={s.city}
          error={e.city}
          onValue={(v) => s.setField('city', v)}
          autoComplete="address-level2"
          placeholder="Ville"
        />
      )}
      <div css={fieldCss}>
        <label htmlFor="quote-message">{contactTexts.message}</label>
        <textarea
          id="quote-message"
          rows={3}
          maxLength={quoteRules.lengths.message}
          value={s.message}
          aria-invalid={e.message ? true : undefined}
          aria-describedby={e.message ? 'quote-message-error' : undefined}
          onChange={(ev) => s.setField('message', ev.target.value)}
        />
        <FieldError id="quote-message-error" message={e.message} />
      </div>
      <Suspense fallback={null}>
        <PhotoPicker />
      </Suspense>
      <Checkbox
        name="sendCopy"
        label={contactTexts.sendCopy}
        checked={s.sendCopy}
        onValue={(v) => s.setField('sendCopy', v)}
      />
      <div css={css`margin-bottom: 12px;`}>
        {/* The whole box answers a tap; the links sit under it, never inside the sentence. */}
        <label htmlFor="quote-acceptTerms" css={[choiceCss, css`align-items: flex-start;`]}>
          <input
            id="quote-acceptTerms"
            name="acceptTerms"
            type="checkbox"
            required
            checked={s.acceptTerms}
            aria-invalid={e.acceptTerms ? true : undefined}
            aria-describedby={e.acceptTerms ? 'quote-acceptTerms-error' : undefined}
            onChange={(ev) => s.setAcceptTerms(ev.target.checked)}
            css={css`flex: none;`}
          />
          <span>{contactTexts.acceptTerms}</span>
        </label>
        <p css={css`margin: 6px 0 0; font-size: 0.95rem;`}>
          {contactTexts.readTerms}{' '}
          <a href="/cgv/" target="_blank" rel="noopener">
            {contactTexts.terms}
          </a>
          {' · '}
          <a href="/confidentialite/" target="_blank" rel="noopener">
            {contactTexts.privacy}
          </a>
        </p>
        <FieldError id="quote-acceptTerms-error" message={e.acceptTerms} />
      </div>
    </>
  );
}
