import { displayPhone } from './phone-display';

const spaced = (text: string) => text.replace(/ /g, '\u00a0');

it('shows a French number as French staff dial it, +33 becoming 0', () => {
  expect(displayPhone('+33612345678')).toBe(spaced('06 12 34 56 78'));
  expect(displayPhone('+33353012468')).toBe(spaced('03 53 01 24 68'));
  expect(displayPhone('+33800123456')).toBe(spaced('0 800 12 34 56'));
});

it('shows a Swiss or German number with its country code, and anything else as stored', () => {
  expect(displayPhone('+41791234567')).toBe(spaced('+41 79 123 45 67'));
  expect(displayPhone('+4915123456789')).toMatch(/^\+49\u00a0151/);
  expect(displayPhone('pas un numéro')).toBe('pas un numéro');
  expect(displayPhone('')).toBe('');
});
