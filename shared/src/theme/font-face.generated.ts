// Written by `npm run font -w shell` (shell/fonts/subset-inter.mjs): do not edit.
/** The site's cut of Inter: its URL, weight range and the characters it holds. */
export const interFont = {
  url: '/fonts/inter-site-wght-5.3.0.106ab86840.woff2',
  weights: '400 800',
  unicodeRange:
    'U+20-7E,U+A0,U+A7,U+A9,U+AB,U+AE,U+B0,U+B2-B3,U+B7,U+BB,U+BD,U+C0,U+C2,U+C4,U+C6-CB,U+CE-CF,U+D4,U+D6-D7,U+D9,U+DB-DC,U+E0,U+E2,U+E4,U+E6-EB,U+EE-EF,U+F4,U+F6,U+F9,U+FB-FC,U+FF,U+152-153,U+2013-2014,U+2018-2019,U+201C-201E,U+2022,U+2026,U+2039-203A,U+20AC,U+2122,U+2191,U+2193',
} as const;
