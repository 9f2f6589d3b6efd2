import { palettes } from './tokens';

/** WCAG 2.x relative luminance and contrast ratio. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const textPairs: Array<[string, string]> = [
  ['text', 'bg'],
  ['text', 'surface'],
  ['text', 'surfaceRaised'],
  ['textMuted', 'bg'],
  ['textMuted', 'surface'],
  ['textMuted', 'surfaceRaised'],
  ['link', 'bg'],
  ['link', 'surface'],
  ['accentText', 'accent'],
  ['success', 'surface'],
  ['danger', 'surface'],
  ['danger', 'bg'],
];

describe.each(['dark', 'light'] as const)('%s theme', (name) => {
  it.each(textPairs)('%s on %s reaches AA contrast (4.5:1)', (fg, bg) => {
    const p = palettes[name];
    expect(contrast(p[fg] as string, p[bg] as string)).toBeGreaterThanOrEqual(4.5);
  });
});
