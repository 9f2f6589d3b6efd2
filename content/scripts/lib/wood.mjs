// Procedural parquet: plank layouts (straight, herringbone, chevron) and the shading of one
// point of wood (tone, grain, joints, finish, wear). Everything is evaluated per pixel in floor
// coordinates (centimetres), with a level of detail driven by the pixel footprint so that far
// away planks do not alias into moiré.
import { fbm, hash2, vnoise } from './prng.mjs';

const SQRT2 = Math.SQRT2;

/** Wood tones: base colour, grain colour, per-plank variation. sRGB in [0, 1]. */
export const TONES = {
  oakNatural: { base: [0.79, 0.62, 0.43], grain: [0.5, 0.36, 0.22], vary: 0.1, fleck: 0.5 },
  oakLight: { base: [0.89, 0.77, 0.6], grain: [0.72, 0.57, 0.4], vary: 0.07, fleck: 0.5 },
  oakHoney: { base: [0.74, 0.54, 0.34], grain: [0.46, 0.31, 0.17], vary: 0.1, fleck: 0.4 },
  oakSmoked: { base: [0.52, 0.37, 0.24], grain: [0.33, 0.22, 0.13], vary: 0.1, fleck: 0.3 },
  walnut: { base: [0.45, 0.29, 0.18], grain: [0.26, 0.15, 0.09], vary: 0.12, fleck: 0 },
  oakWhite: { base: [0.9, 0.85, 0.76], grain: [0.76, 0.68, 0.57], vary: 0.05, fleck: 0.4 },
  pine: { base: [0.86, 0.68, 0.45], grain: [0.66, 0.43, 0.22], vary: 0.09, fleck: 0 },
};

/** Reusable result of a layout lookup. */
function newHit() {
  return { id: 0, a: 0, c: 0, len: 1, wid: 1, edge: 0 };
}

/**
 * Layout lookup: which plank holds floor point (u, v) in cm, and where in it.
 * a = distance along the plank (grain direction), c = across, edge = distance to nearest joint.
 */
export function makeLayout(kind, opts = {}) {
  const hit = newHit();
  const W = opts.width ?? 12;
  if (kind === 'straight') {
    const Lmin = opts.minLength ?? 90;
    const Lmax = opts.maxLength ?? 180;
    return (u, v) => {
      const r = Math.floor(v / W);
      const L = Lmin + hash2(r, 7, 3) * (Lmax - Lmin);
      const x = u + hash2(r, 11, 5) * 400;
      const k = Math.floor(x / L);
      hit.a = x - k * L;
      hit.c = v - r * W;
      hit.len = L;
      hit.wid = W;
      hit.id = (Math.imul(r, 7919) + k) | 0;
      hit.edge = Math.min(hit.a, L - hit.a, hit.c, W - hit.c);
      return hit;
    };
  }
  if (kind === 'herringbone') {
    const n = opts.ratio ?? 5;
    const L = n * W;
    return (u, v) => {
      const X = u / W;
      const Y = v / W;
      const m0 = Math.floor((X - Y) / (2 * n));
      for (let m = m0 - 1; m <= m0 + 1; m++) {
        const qx = X - m * n;
        const qy = Y + m * n;
        let k = Math.floor(qy);
        if (qx >= k && qx < k + n) {
          hit.a = (qx - k) * W;
          hit.c = (qy - k) * W;
          hit.id = (Math.imul(m, 92821) + Math.imul(k, 2) + 0) | 0;
          hit.len = L;
          hit.wid = W;
          hit.edge = Math.min(hit.a, L - hit.a, hit.c, W - hit.c);
          return hit;
        }
        k = Math.floor(qx) - n;
        if (qy >= k - n + 1 && qy < k + 1) {
          hit.a = (qy - (k - n + 1)) * W;
          hit.c = (qx - (k + n)) * W;
          hit.id = (Math.imul(m, 92821) + Math.imul(k, 2) + 1) | 0;
          hit.len = L;
          hit.wid = W;
          hit.edge = Math.min(hit.a, L - hit.a, hit.c, W - hit.c);
          return hit;
        }
      }
      hit.a = 0;
      hit.c = 0;
      hit.edge = 0;
      return hit;
    };
  }
  if (kind === 'chevron') {
    const C = (opts.length ?? 60) / SQRT2; // column width for 45° planks
    const band = W * SQRT2;
    return (u, v) => {
      const j = Math.floor(u / C);
      const t = u - j * C;
      const s = (j & 1) === 0 ? v + (t - C / 2) : v - (t - C / 2);
      const k = Math.floor(s / band);
      const cs = s - k * band;
      hit.c = cs / SQRT2;
      hit.a = t * SQRT2;
      hit.len = C * SQRT2;
      hit.wid = W;
      hit.id = (Math.imul(j, 4099) + k) | 0;
      hit.edge = Math.min(hit.c, W - hit.c, t, C - t);
      return hit;
    };
  }
  throw new Error(`unknown layout ${kind}`);
}

function clamp01(x) {
  return x < 0 ? 0 : Math.min(x, 1);
}

/**
 * Colour of the wood at a layout hit. fp = pixel footprint in cm. u, v = floor coordinates
 * (for large-scale effects such as wear). Returns into `out` (array of 3).
 * finish: raw | varnish | oil | worn | whiteOil
 */
export function shadeWood(hit, u, v, fp, tone, finish, seed, out) {
  const id = hit.id;
  const h1 = hash2(id, 1, seed);
  const h2 = hash2(id, 2, seed);
  const h3 = hash2(id, 3, seed);
  const a = hit.a;
  const c = hit.c;
  // Per-plank tone variation.
  const jit = (h1 - 0.5) * 2 * tone.vary;
  const warm = (h2 - 0.5) * 0.05;
  let r = tone.base[0] * (1 + jit + warm);
  let g = tone.base[1] * (1 + jit);
  let b = tone.base[2] * (1 + jit - warm);
  // Growth rings, warped along the plank; some planks are "plain sawn" with arches.
  const lodRing = clamp01(1 - (fp - 0.12) / 0.55);
  const lodFibre = clamp01(1 - (fp - 0.04) / 0.22);
  const arch = h3 > 0.5 ? 0.02 + (h3 - 0.5) * 0.08 : 0;
  const da = a - hit.len * (0.3 + 0.4 * h2);
  const warp =
    9 * fbm(a * 0.018 + h1 * 50, h2 * 20, seed) +
    3 * vnoise(a * 0.06, c * 0.1 + id, seed + 7) +
    arch * da * da * 0.02;
  const spacing = 0.8 + h2 * 1.1;
  const phase = (c + warp) / spacing + 2.5 * fbm(c * 0.15, a * 0.004 + id, seed + 11);
  const ring = 0.5 + 0.5 * Math.cos(phase * 2 * Math.PI);
  const ringAmp = 0.35 + 0.9 * vnoise(phase * 0.7, id * 0.37, seed + 13);
  const ring3 = ring * ring * ring * ringAmp;
  const ringDark = lodRing * ring3 + (1 - lodRing) * 0.25;
  const fibre = lodFibre * (vnoise(a * 0.09, c * 2.6, seed + id) - 0.5);
  let d = 0.5 * ringDark + 0.22 * fibre + 0.12 * (fbm(a * 0.02, c * 0.3, seed + 3) - 0.5);
  // Oak medullary flecks: short lighter streaks.
  if (tone.fleck > 0 && lodFibre > 0) {
    const f = vnoise(a * 0.35, c * 1.4, seed + id * 3);
    if (f > 0.83) d -= (f - 0.83) * 2.2 * tone.fleck * lodFibre;
  }
  r = r + (tone.grain[0] - r) * d;
  g = g + (tone.grain[1] - g) * d;
  b = b + (tone.grain[2] - b) * d;

  let gap = 0.06;
  if (finish === 'raw') {
    // Freshly sanded, unfinished: pale, dry, low contrast.
    const l = 0.3 * r + 0.59 * g + 0.11 * b;
    r = (r * 0.7 + l * 0.3) * 1.1 + 0.03;
    g = (g * 0.7 + l * 0.3) * 1.1 + 0.03;
    b = (b * 0.7 + l * 0.3) * 1.1 + 0.04;
  } else if (finish === 'varnish') {
    const l = 0.3 * r + 0.59 * g + 0.11 * b;
    r = (l + (r - l) * 1.05) * 0.97;
    g = (l + (g - l) * 1.05) * 0.955;
    b = (l + (b - l) * 1.05) * 0.92;
  } else if (finish === 'oil') {
    const l = 0.3 * r + 0.59 * g + 0.11 * b;
    r = (l + (r - l) * 1.15) * 0.9;
    g = (l + (g - l) * 1.15) * 0.87;
    b = (l + (b - l) * 1.15) * 0.83;
  } else if (finish === 'whiteOil') {
    r = r * 0.78 + 0.2;
    g = g * 0.78 + 0.19;
    b = b * 0.78 + 0.18;
  } else if (finish === 'worn') {
    // Greyed, stained, scratched: the 'avant' look.
    gap = 0.22;
    const l = 0.3 * r + 0.59 * g + 0.11 * b;
    const grey = 0.55;
    r = (r * 0.45 + l * grey) * 0.9;
    g = (g * 0.45 + l * grey) * 0.9;
    b = (b * 0.45 + l * grey) * 0.92;
    // Old yellowed varnish patches and dark stains.
    const blot = fbm(u * 0.006, v * 0.006, seed + 101);
    if (blot > 0.55) {
      const k = Math.min(1, (blot - 0.55) * 4);
      r = r * (1 - 0.15 * k) + 0.12 * k;
      g = g * (1 - 0.18 * k) + 0.07 * k;
      b = b * (1 - 0.35 * k);
    }
    const stain = fbm(u * 0.015 + 9, v * 0.015, seed + 202);
    if (stain < 0.3) {
      const k = Math.min(1, (0.3 - stain) * 5);
      r *= 1 - 0.35 * k;
      g *= 1 - 0.37 * k;
      b *= 1 - 0.38 * k;
    }
    // Worn traffic path: dull, grey, lighter.
    const path = fbm(u * 0.004 + 3, v * 0.0025, seed + 303);
    if (path > 0.5) {
      const k = Math.min(1, (path - 0.5) * 3);
      r = r + (0.62 - r) * 0.35 * k;
      g = g + (0.58 - g) * 0.35 * k;
      b = b + (0.52 - b) * 0.35 * k;
    }
    // Scratches: broken thin lines in three directions.
    const lod = clamp01(1 - (fp - 0.1) / 0.5);
    if (lod > 0) {
      let s = 0;
      for (let q = 0; q < 3; q++) {
        const ang = 0.4 + q * 1.3;
        const ca = Math.cos(ang);
        const sa = Math.sin(ang);
        const x = u * ca + v * sa;
        const y = -u * sa + v * ca;
        const line = Math.abs(((((y * 0.35 + 4 * vnoise(x * 0.01, q, seed)) % 1) + 1) % 1) - 0.5);
        const mask = vnoise(x * 0.03, y * 0.35, seed + q * 13);
        if (line < 0.035 && mask > 0.62) s = Math.max(s, (0.035 - line) / 0.035);
      }
      if (s > 0) {
        const k = s * lod * 0.55;
        r = r + (0.8 - r) * k;
        g = g + (0.77 - g) * k;
        b = b + (0.72 - b) * k;
      }
    }
  }
  // Joints: dark lines, anti-aliased against the pixel footprint.
  const e = hit.edge;
  const fpe = Math.max(fp, 0.02);
  if (e < gap * 0.5 + fpe) {
    const cover = Math.min(1, (gap + 0.03) / fpe);
    const k = cover * clamp01(1 - Math.max(0, e - gap * 0.5) / fpe);
    const dark = finish === 'worn' ? 0.75 : 0.5;
    r *= 1 - dark * k;
    g *= 1 - dark * k;
    b *= 1 - dark * k;
  } else if (e < 0.6) {
    // Micro-bevel / sanding edge shading.
    const k = (0.6 - e) / 0.6;
    r *= 1 - 0.06 * k;
    g *= 1 - 0.06 * k;
    b *= 1 - 0.06 * k;
  }
  out[0] = r;
  out[1] = g;
  out[2] = b;
  return out;
}
