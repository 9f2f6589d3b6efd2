import {
  formatEuros,
  formatFileSize,
  formatNumber,
  formatPercent,
  formatQuantity,
  formatRating,
  frenchSpaces,
  typeset,
  typesetHtml,
} from './french';

// Shown with visible marks so that a reader sees which space is which:
// "_" = narrow no-break space (thousands), "~" = no-break space (before a unit).
const show = (text: string) => text.replace(/\u202f/g, '_').replace(/\u00a0/g, '~');

describe('figures', () => {
  it.each([
    [0, 0, '0'],
    [42, 0, '42'],
    [999, 0, '999'],
    [1000, 0, '1_000'],
    [2100, 0, '2_100'],
    [1234567, 0, '1_234_567'],
    [4.9, 1, '4,9'],
    [99.996, 3, '99,996'],
    [1234.5, 2, '1_234,50'],
    [-80, 0, '-80'],
    [-0.01, 0, '0'],
  ])('%p with %p decimals reads "%s"', (value, decimals, expected) => {
    expect(show(formatNumber(value, decimals))).toBe(expected);
  });

  it('shows a dash for a value that is not a number', () => {
    expect(formatNumber(Number.NaN)).toBe('–');
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe('–');
  });

  it.each([
    [() => formatEuros(2100), '2_100~€'],
    [() => formatEuros(5565, { ht: true }), '5_565~€~HT'],
    [() => formatEuros(44, { per: 'm²' }), '44~€/m²'],
    [() => formatEuros(350), '350~€'],
    [() => formatQuantity(24, 'h'), '24~h'],
    [() => formatQuantity(120, 'm²'), '120~m²'],
    [() => formatRating(4.9), '4,9/5'],
    [() => formatRating(5), '5/5'],
    [() => formatPercent(98), '98~%'],
  ])('%#: prices, units and ratings keep their unit on the line', (format, expected) => {
    expect(show(format())).toBe(expected);
  });

  it('writes prices as Intl does for fr-FR, so server and browsers agree character for character', () => {
    const intl = new Intl.NumberFormat('fr-FR', {
      style: 'currency',
      currency: 'EUR',
      maximumFractionDigits: 0,
    });
    for (const value of [0, 44, 350, 1470, 2100, 12000, 1234567])
      expect(formatEuros(value)).toBe(intl.format(value));
  });
});

describe('file sizes', () => {
  it.each([
    [0, '0~o'],
    [512, '512~o'],
    [1024, '1~Ko'],
    [1536, '1,5~Ko'],
    [358_400, '350~Ko'],
    [1_048_000, '1_023~Ko'],
    [1_048_500, '1~Mo'],
    [1_300_000, '1,2~Mo'],
    [2_048_000, '2~Mo'],
    [15_000_000, '14~Mo'],
  ])('%p bytes read "%s"', (bytes, expected) => {
    expect(show(formatFileSize(bytes))).toBe(expected);
  });

  it.each([null, undefined, -1, Number.NaN])('an unknown size (%p) says so', (bytes) => {
    expect(formatFileSize(bytes)).toBe('taille inconnue');
  });
});

describe('sentences', () => {
  it.each([
    ['25 m² : 1 050 € · 50 m² : 2 100 €', '25~m²~: 1_050~€ · 50~m²~: 2_100~€'],
    ['Maison de 120 m² : 5 565 € HT, en 4 jours', 'Maison de 120~m²~: 5_565~€~HT, en 4~jours'],
    ['46,20 €/m² TTC (42 €/m² HT)', '46,20~€/m²~TTC (42~€/m²~HT)'],
    ['Devis gratuit sous 24 h', 'Devis gratuit sous 24~h'],
    ['10 marches : 350 €', '10~marches~: 350~€'],
    ['Aspiration à 99,996 %', 'Aspiration à 99,996~%'],
    ['de 8 h à 18 h', 'de 8~h à 18~h'],
    ['1 234 567 €', '1_234_567~€'],
    ['environ 4 fois moins cher', 'environ 4~fois moins cher'],
    ['Note moyenne 4.9/5', 'Note moyenne 4,9/5'],
  ])('"%s" keeps its figures whole', (text, expected) => {
    expect(show(frenchSpaces(text))).toBe(expected);
  });

  it.each([
    ['03 53 01 24 68'],
    ['12 rue des Artisans, 68420 Herrlisheim-près-Colmar'],
    ['depuis 2008 nous rénovons 5 ou 6 pièces'],
    ['Vitrification, huilage'],
    ['version 1.5.2'],
  ])('"%s" is left as it is', (text) => {
    expect(frenchSpaces(text)).toBe(text);
  });

  it('typesets every string of a texts object, nested and returned by functions', () => {
    const texts = typeset({
      title: 'Devis sous 24 h',
      list: ['50 m² : 2 100 €', { price: '5 565 € HT' }],
      count: (n: number) => `${n} photos`,
      flag: true,
      limit: 12,
    });
    expect(show(texts.title)).toBe('Devis sous 24~h');
    expect(show(texts.list[0] as string)).toBe('50~m²~: 2_100~€');
    expect(show((texts.list[1] as { price: string }).price)).toBe('5_565~€~HT');
    expect(show(texts.count(12))).toBe('12~photos');
    expect(texts.flag).toBe(true);
    expect(texts.limit).toBe(12);
  });
});

// "_" narrow no-break space, "~" no-break space, as above.
describe('punctuation', () => {
  it.each([
    ['Durée : 26 mois maximum.', 'Durée~: 26~mois maximum.'],
    ['Une question ? Écrivez-nous !', 'Une question_? Écrivez-nous_!'],
    ['nos campagnes ; les refuser', 'nos campagnes_; les refuser'],
    ['Vraiment ?!', 'Vraiment_?!'],
    [
      'cliquez sur « Demander un devis gratuit » : la fenêtre',
      'cliquez sur «_Demander un devis gratuit_»~: la fenêtre',
    ],
    ['Articles sur «escalier»', 'Articles sur «_escalier_»'],
    ['des « ombres » plus claires', 'des «_ombres_» plus claires'],
    ['« Travail soigné !»', '«_Travail soigné_!_»'],
    ['le bouton « Paramètres\ndes cookies »', 'le bouton «_Paramètres\ndes cookies_»'],
    ['Téléphone : 03 53 01 24 68', 'Téléphone~: 03 53 01 24 68'],
    ['Studio de 35 m² : 1 470 € HT', 'Studio de 35~m²~: 1_470~€~HT'],
    ['le produit “effet brillant” et les', 'le produit «_effet brillant_» et les'],
    ['le produit "effet brillant" et les', 'le produit «_effet brillant_» et les'],
    ['("trafic intense")', '(«_trafic intense_»)'],
    ['Lieu :', 'Lieu~:'],
  ])('"%s" reads "%s"', (text, expected) => {
    expect(show(frenchSpaces(text))).toBe(expected);
  });

  it.each([
    ['http://devis.parquet-alsace.example/blog/?page=2'],
    ['https://example.com:8443/a?b=c&d=e!'],
    ['mailto:contact@parquet-alsace.example'],
    ['de 8:30 à 12:00'],
    ['Note: 5/5'],
    ['<a href="/blog/" title="Le blog">'],
    ['C’est l’été'],
    ['2026-04-02T10:00:00Z'],
  ])('"%s" is left as it is', (text) => {
    expect(frenchSpaces(text)).toBe(text);
  });

  it('is idempotent: a text typeset twice reads the same', () => {
    const once = frenchSpaces('« Combien ? » : 50 m² ; voilà !');
    expect(frenchSpaces(once)).toBe(once);
    expect(show(once)).toBe('«_Combien_?_»~: 50~m²_; voilà_!');
  });

  it('typeset() texts objects get the punctuation too', () => {
    expect(show(typeset({ q: 'Une question ?' }).q)).toBe('Une question_?');
  });
});

describe('HTML', () => {
  it('typesets the text between tags, not the tags, their attributes or code', () => {
    const html =
      '<h2 id="mat-ou-satine">Mat ou satiné ?</h2><p>Le <a href="/blog/?tag=huile" title="Huile : guide">guide</a> : voir « <strong>huile</strong> » ; <code>a ? b : c</code> !</p>';
    expect(show(typesetHtml(html))).toBe(
      '<h2 id="mat-ou-satine">Mat ou satiné_?</h2><p>Le <a href="/blog/?tag=huile" title="Huile : guide">guide</a>~: voir «_<strong>huile</strong>_»_; <code>a ? b : c</code>_!</p>',
    );
  });

  it('leaves pre blocks alone and reads escaped quotes as quotes', () => {
    expect(show(typesetHtml('<pre><code>x ? y : z</code></pre><p>le &quot;trafic intense&#34; !</p>'))).toBe(
      '<pre><code>x ? y : z</code></pre><p>le «_trafic intense_»_!</p>',
    );
  });

  it('writes one apostrophe, the typographic one, before an inline tag too, never in code or attributes', () => {
    expect(
      typesetHtml(
        `<p>Fixe l'<strong>essentiel</strong> de l'accès.</p><p title="l'aide"><code>it's</code> aujourd'hui</p>`,
      ),
    ).toBe(
      `<p>Fixe l’<strong>essentiel</strong> de l’accès.</p><p title="l'aide"><code>it's</code> aujourd’hui</p>`,
    );
    expect(frenchSpaces("L'huile d'entretien")).toBe('L’huile d’entretien');
    expect(frenchSpaces("'=IMAGE()' et o'neil@example.ie")).toBe("'=IMAGE()' et o’neil@example.ie");
  });

  it('changes nothing in an HTML without French punctuation', () => {
    const html = '<p>Un parquet <em>poncé</em>, huilé.</p><img src="/media/a.jpg" alt="Parquet">';
    expect(typesetHtml(html)).toBe(html);
  });
});
