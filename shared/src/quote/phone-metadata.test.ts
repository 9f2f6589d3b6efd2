import full from 'libphonenumber-js/metadata.max.json';
import { version } from 'libphonenumber-js/package.json';
import { phoneMetadata, phoneMetadataSource } from './phone-metadata';
import { phoneCountries } from './rules/quote-rules';

// phone-metadata.ts is generated (shared/scripts/phone-metadata.cjs) from the installed
// library's own metadata. When the library is updated or the selector's countries change,
// these fail until it is generated again.
const regenerate = `npm run phone-metadata -w shared -- ${phoneCountries.join(' ')}`;

test('it holds exactly the countries of the form’s selector', () => {
  expect({ countries: Object.keys(phoneMetadata.countries), hint: regenerate }).toEqual({
    countries: [...phoneCountries],
    hint: regenerate,
  });
  expect(Object.values(phoneMetadata.country_calling_codes).flat().sort()).toEqual(
    [...phoneCountries].sort(),
  );
});

test('it was taken from the installed libphonenumber-js, unchanged', () => {
  expect({ library: phoneMetadataSource.library, hint: regenerate }).toEqual({
    library: version,
    hint: regenerate,
  });
  for (const country of phoneCountries) {
    expect(phoneMetadata.countries[country]).toEqual(full.countries[country]);
  }
  expect(phoneMetadata.version).toBe(full.version);
});
