// What `generate-images.mjs` draws: every photo of the site with its scene. Names here are the
// names in the stored URLs (`/media/<area>/<name>-960.jpg`), so articles, gallery.json and the
// home page refer to these.

const room = (o) => ({ type: 'room', layout: 'straight', tone: 'oakNatural', finish: 'varnish', ...o });
const top = (o) => ({ type: 'topdown', layout: 'straight', tone: 'oakNatural', finish: 'varnish', ...o });
const stairs = (o) => ({ type: 'stairs', tone: 'oakNatural', finish: 'varnish', ...o });
const HB = { layout: 'herringbone', layoutOpts: { width: 9, ratio: 6 }, rotate: 45 };
const HB_WIDE = { layout: 'herringbone', layoutOpts: { width: 11, ratio: 5 }, rotate: 0 };
const CHEVRON = { layout: 'chevron', layoutOpts: { width: 11, length: 70 } };
const WIDE = { layoutOpts: { width: 18, minLength: 140, maxLength: 220 } };

/** Featured images of the articles (16:9), named after the article slug. */
export const articleFeatured = {
  'poncer-parquet-etapes': top({
    tone: 'oakNatural',
    finish: 'raw',
    split: { finish: 'worn', at: 0.58 },
    dust: true,
    seed: 'f1',
  }),
  'vitrificateur-mat-satine-brillant': room({ ...HB, finish: 'varnishGloss', seed: 'f2', pitch: 20 }),
  'huile-ou-vitrificateur': top({
    ...WIDE,
    finish: 'oil',
    split: { finish: 'varnish' },
    seed: 'f3',
    rotate: 90,
  }),
  'huiler-parquet-chene': room({ ...WIDE, tone: 'oakHoney', finish: 'oil', seed: 'f4', yaw: -12 }),
  'entretien-parquet-vitrifie': room({
    ...CHEVRON,
    tone: 'oakLight',
    finish: 'varnish',
    seed: 'f5',
    rotate: 90,
  }),
  'renover-escalier-bois': stairs({ seed: 'f6' }),
  'prix-poncage-parquet-alsace': room({ finish: 'varnishMatt', seed: 'f7', yaw: 14, rotate: 90 }),
  'renovation-ou-remplacement-parquet': top({
    ...HB,
    finish: 'varnish',
    split: { finish: 'worn', at: 0.5 },
    seed: 'f8',
  }),
  'reparer-lames-parquet-abimees': top({ tone: 'oakNatural', finish: 'worn', scale: 0.16, seed: 'f9' }),
  'parquets-anciens-point-de-hongrie-batons-rompus': room({
    ...CHEVRON,
    tone: 'oakHoney',
    finish: 'varnish',
    seed: 'f10',
    rotate: 0,
    pitch: 26,
  }),
  'entretien-parquet-huile-saisons': room({
    ...WIDE,
    tone: 'oakWhite',
    finish: 'whiteOil',
    seed: 'f11',
    rotate: 90,
  }),
  'escalier-bois-glissant-solutions': stairs({
    tone: 'walnut',
    finish: 'varnishMatt',
    woodRisers: true,
    seed: 'f12',
  }),
  'parquet-chauffage-au-sol-renovation': room({
    tone: 'oakLight',
    finish: 'varnishMatt',
    seed: 'f13',
    yaw: -8,
  }),
};

/** Illustrations used inside article bodies (16:9). */
export const articleInline = {
  'parquet-avant-poncage': room({ finish: 'worn', seed: 'i1', pitch: 26, rotate: 90 }),
  'parquet-apres-vitrification': room({ finish: 'varnish', seed: 'i1', pitch: 26, rotate: 90 }),
  'escalier-avant-renovation': stairs({ finish: 'worn', seed: 'i2' }),
  'escalier-apres-renovation': stairs({ finish: 'varnish', seed: 'i2' }),
  'application-huile-chene': top({ ...WIDE, finish: 'oil', split: { finish: 'raw', at: 0.62 }, seed: 'i3' }),
  'vitrification-brillante-detail': top({ ...HB, finish: 'varnishGloss', seed: 'i4' }),
  'lames-remplacees-raccord': top({ finish: 'varnish', scale: 0.2, seed: 'i5', rotate: 90 }),
  'batons-rompus-avant': room({ ...HB, finish: 'worn', seed: 'i6', pitch: 24 }),
  'batons-rompus-apres': room({ ...HB, finish: 'varnish', seed: 'i6', pitch: 24 }),
  'parquet-huile-blanc-detail': top({ ...WIDE, tone: 'oakWhite', finish: 'whiteOil', seed: 'i7' }),
};

/** Gallery photos (4:3), in display order; texts live in content/gallery.json. */
export const gallery = {
  'realisation-01-poncage-colmar': top({
    finish: 'raw',
    split: { finish: 'worn', at: 0.55 },
    dust: true,
    seed: 'g1',
    rotate: 90,
  }),
  'realisation-02-vitrification-strasbourg': room({ ...HB, seed: 'g2' }),
  'realisation-03-huilage-mulhouse': room({ ...WIDE, tone: 'oakHoney', finish: 'oil', seed: 'g3', yaw: 10 }),
  'realisation-04-escalier-selestat': stairs({ seed: 'g4' }),
  'realisation-05-reparation-haguenau': top({ finish: 'varnish', scale: 0.18, seed: 'g5' }),
  'realisation-06-renovation-belfort': room({ ...CHEVRON, seed: 'g6', rotate: 90, pitch: 24 }),
  'realisation-07-poncage-obernai': top({ ...HB, finish: 'raw', dust: true, seed: 'g7' }),
  'realisation-08-vitrification-guebwiller': room({
    tone: 'oakLight',
    finish: 'varnishMatt',
    seed: 'g8',
    rotate: 90,
    yaw: -10,
  }),
  'realisation-09-huilage-saverne': top({
    ...WIDE,
    tone: 'oakWhite',
    finish: 'whiteOil',
    seed: 'g9',
    rotate: 90,
  }),
  'realisation-10-escalier-sarrebourg': stairs({
    tone: 'oakHoney',
    finish: 'oil',
    woodRisers: true,
    seed: 'g10',
  }),
  'realisation-11-renovation-colmar': room({
    ...HB,
    tone: 'oakHoney',
    finish: 'varnishGloss',
    seed: 'g11',
    pitch: 18,
  }),
  'realisation-12-reparation-strasbourg': top({
    ...HB,
    finish: 'varnish',
    split: { finish: 'worn', at: 0.4 },
    seed: 'g12',
  }),
  'realisation-13-poncage-kaysersberg': room({ finish: 'raw', seed: 'g13', rotate: 90, pitch: 28 }),
  'realisation-14-vitrification-mulhouse': top({ ...CHEVRON, finish: 'varnish', seed: 'g14' }),
  'realisation-15-huilage-altkirch': room({
    ...CHEVRON,
    tone: 'oakSmoked',
    finish: 'oil',
    seed: 'g15',
    rotate: 0,
  }),
  'realisation-16-escalier-colmar': stairs({ tone: 'walnut', finish: 'varnish', seed: 'g16' }),
  'realisation-17-renovation-strasbourg': room({
    ...WIDE,
    tone: 'walnut',
    finish: 'varnish',
    seed: 'g17',
    yaw: 12,
  }),
  'realisation-18-poncage-thann': top({ ...CHEVRON, finish: 'raw', dust: true, seed: 'g18' }),
  'realisation-19-vitrification-montbeliard': room({ ...HB_WIDE, tone: 'oakLight', seed: 'g19', pitch: 22 }),
  'realisation-20-reparation-sarreguemines': top({
    tone: 'pine',
    finish: 'varnish',
    scale: 0.22,
    seed: 'g20',
    rotate: 90,
  }),
  'realisation-21-huilage-ribeauville': top({ ...HB, tone: 'oakHoney', finish: 'oil', seed: 'g21' }),
  'realisation-22-escalier-wissembourg': stairs({ tone: 'oakLight', finish: 'varnishMatt', seed: 'g22' }),
  'realisation-23-renovation-molsheim': room({
    ...HB,
    tone: 'oakWhite',
    finish: 'whiteOil',
    seed: 'g23',
    yaw: -6,
  }),
  'realisation-24-vitrification-belfort': room({
    finish: 'varnishGloss',
    seed: 'g24',
    rotate: 90,
    pitch: 20,
  }),
};

/** Home page: hero (16:9) and the four before/after cards (4:3). */
export const homeHero = room({ ...HB, seed: 'hero', pitch: 16, fov: 66 });
export const homeBeforeAfter = {
  renovation: {
    label: 'Rénovation',
    avant: room({ ...HB, finish: 'worn', seed: 'ba1' }),
    apres: room({ ...HB, finish: 'varnish', seed: 'ba1' }),
  },
  poncage: {
    label: 'Ponçage',
    avant: top({ finish: 'worn', seed: 'ba2', rotate: 90 }),
    apres: top({ finish: 'raw', seed: 'ba2', rotate: 90 }),
  },
  escalier: {
    label: 'Escalier',
    avant: stairs({ finish: 'worn', seed: 'ba3' }),
    apres: stairs({ finish: 'varnish', seed: 'ba3' }),
  },
  finition: {
    label: 'Finition',
    avant: top({ ...CHEVRON, finish: 'raw', seed: 'ba4' }),
    apres: top({ ...CHEVRON, tone: 'oakNatural', finish: 'oil', seed: 'ba4' }),
  },
};

export const team = [
  { slug: 'marc-hoffmann', name: 'Marc Hoffmann', role: 'Anciens parquets', bg: ['#8a5a34', '#c08a55'] },
  { slug: 'julien-weber', name: 'Julien Weber', role: 'Vitrification', bg: ['#6f4b2e', '#b07a48'] },
  { slug: 'thomas-klein', name: 'Thomas Klein', role: 'Maître artisan', bg: ['#5b3b24', '#9c6b3f'] },
  { slug: 'kevin-muller', name: 'Kevin Muller', role: 'Réparations', bg: ['#7d5533', '#caa06e'] },
];
