import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';

/** No serious or critical axe finding on the page as it stands (`label` names it in a failure). */
export async function expectNoSeriousAxeViolations(page: Page, label?: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    label,
  ).toEqual([]);
}

/**
 * A photo as a phone takes it: 4 000 × 3 000 with a grain that compresses as badly as a real
 * floor's (`mean` varies it from one photo to the next), with the camera and its GPS position in
 * EXIF unless `gps` is false.
 */
export function phonePhoto({ mean = 120, sigma = 30, quality = 85, gps = true } = {}): Promise<Buffer> {
  const photo = sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: '#000000',
      noise: { type: 'gaussian', mean, sigma },
    },
  }).jpeg({ quality });
  if (!gps) return photo.toBuffer();
  return photo
    .withExif({
      IFD0: { Make: 'TestPhone', Model: 'Pro' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 35/1 1234/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '7/1 45/1 0/1',
      },
    })
    .toBuffer();
}

/** The scripts this document requested, fetched again to look inside them. */
export async function scriptBodies(page: Page): Promise<string[]> {
  const urls = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((r) => r.name)
      .filter((name) => name.endsWith('.js')),
  );
  return Promise.all(urls.map(async (url) => (await page.request.get(url)).text()));
}
