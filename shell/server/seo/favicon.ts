import { sniffContentType } from '@parquet-alsace/shared/sniff';

/**
 * `/favicon.ico`: browsers and crawlers ask for it at the root whatever the page's `<link
 * rel="icon">` says. An ICO file may hold a PNG image as is (one directory entry pointing at the
 * PNG's bytes), so the site's 32 px PNG icon is wrapped rather than converted.
 */
export function icoFromPng(png: Uint8Array): Uint8Array<ArrayBuffer> {
  if (png.length < 24 || sniffContentType(png) !== 'image/png') throw new Error('Not a PNG file');
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  const ico = new Uint8Array(6 + 16 + png.length);
  const out = new DataView(ico.buffer);
  out.setUint16(2, 1, true); // type: icon
  out.setUint16(4, 1, true); // one image
  out.setUint8(6, width >= 256 ? 0 : width); // 0 means 256
  out.setUint8(7, height >= 256 ? 0 : height);
  out.setUint16(10, 1, true); // colour planes
  out.setUint16(12, 32, true); // bits per pixel
  out.setUint32(14, png.length, true);
  out.setUint32(18, 6 + 16, true); // where the image starts
  ico.set(png, 22);
  return ico;
}
