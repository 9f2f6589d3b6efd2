// Scenes rendered per pixel into an RGB buffer: a room seen in perspective (walls, window,
// sunlight patch and its reflection on varnish), a close-up seen from above, and a straight
// staircase seen from its foot. Light and wood are computed here; text and graphic overlays
// are added afterwards as SVG by the caller.

import { fbm, seedOf, vnoise } from './prng.mjs';
import { makeLayout, shadeWood, TONES } from './wood.mjs';

const clamp01 = (x) => (x < 0 ? 0 : Math.min(x, 1));
const smooth = (e0, e1, x) => {
  const t = clamp01((x - e0) / (e1 - e0));
  return t * t * (3 - 2 * t);
};

function toBuffer(width, height, fn) {
  const buf = Buffer.alloc(width * height * 3);
  const col = [0, 0, 0];
  let o = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      fn(x, y, col);
      buf[o++] = Math.round(clamp01(col[0]) * 255);
      buf[o++] = Math.round(clamp01(col[1]) * 255);
      buf[o++] = Math.round(clamp01(col[2]) * 255);
    }
  }
  return buf;
}

/** A camera pitched down by `pitchDeg` and turned by `yawDeg`, its focal length in pixels for `width`. */
function camera(width, fovDeg, pitchDeg, yawDeg) {
  const pitch = (pitchDeg * Math.PI) / 180;
  const yaw = (yawDeg * Math.PI) / 180;
  return {
    f: width / 2 / Math.tan((fovDeg * Math.PI) / 360),
    cp: Math.cos(pitch),
    sp: Math.sin(pitch),
    cy: Math.cos(yaw),
    sy: Math.sin(yaw),
  };
}

/** The ray through the pixel at (xs, ys) from the image's centre, into `ray`: [dx, dy, dz, length]. */
function cameraRay(cam, xs, ys, ray) {
  const { f, cp, sp, cy, sy } = cam;
  // Camera basis: right (1,0,0), up (0,cp,sp), forward (0,-sp,cp), then yaw.
  const dy = -ys * cp - f * sp;
  const dz = -ys * sp + f * cp;
  ray[0] = xs * cy + dz * sy;
  ray[1] = dy;
  ray[2] = -xs * sy + dz * cy;
  ray[3] = Math.hypot(ray[0], dy, ray[2]);
}

/** Finish parameters: gloss drives the window reflection on the floor. */
const FINISH_GLOSS = {
  raw: 0,
  worn: 0.05,
  oil: 0.25,
  whiteOil: 0.2,
  varnishMatt: 0.25,
  varnish: 0.55,
  varnishGloss: 0.9,
};
function woodFinish(finish) {
  return finish.startsWith('varnish') ? 'varnish' : finish;
}

/** Soft inside-rectangle test with feathering `soft` (same units). */
function rectMask(x, y, x0, x1, y0, y1, soft) {
  return (
    smooth(-soft, soft, x - x0) *
    smooth(-soft, soft, x1 - x) *
    smooth(-soft, soft, y - y0) *
    smooth(-soft, soft, y1 - y)
  );
}

/** Window on the back wall with two mullions; returns glass transmission 0..1. */
function windowMask(x, y, win, soft) {
  const m = rectMask(x, y, win.x0, win.x1, win.y0, win.y1, soft);
  if (m === 0) return 0;
  const mid = (win.x0 + win.x1) / 2;
  const midY = win.y0 + (win.y1 - win.y0) * 0.62;
  const bar = 3 + soft;
  const bx = smooth(0, bar, Math.abs(x - mid) - 3);
  const by = smooth(0, bar, Math.abs(y - midY) - 2.5);
  return m * bx * by;
}

/**
 * Room in perspective. Units: cm. Camera at (0, camH, 0), looking towards +Z (back wall with a
 * window at Z = depth), pitched down by `pitch` degrees, turned by `yaw` degrees.
 */
export function renderRoom(width, height, p) {
  const seed = seedOf(p.seed ?? 'room');
  const tone = TONES[p.tone];
  const layout = makeLayout(p.layout, p.layoutOpts);
  const finish = p.finish;
  const wf = woodFinish(finish);
  const gloss = FINISH_GLOSS[finish] ?? 0;
  const camH = p.camH ?? 165;
  const depth = p.depth ?? 620;
  const left = p.left ?? 330;
  const right = p.right ?? 330;
  const ceil = 270;
  const cam = camera(width, p.fov ?? 62, p.pitch ?? 22, p.yaw ?? 0);
  const ray = [0, 0, 0, 0];
  const rot = ((p.rotate ?? 0) * Math.PI) / 180;
  const cr = Math.cos(rot),
    sr = Math.sin(rot);
  const win = p.window ?? { x0: -110, x1: 110, y0: 70, y1: 240 };
  // Sun direction from floor towards the window (up and towards the back wall).
  const sun = p.sun ?? [0.25, 0.62, 0.74];
  const sunK = p.sunStrength ?? 0.5;
  const wall = p.wallColor ?? [0.93, 0.91, 0.87];
  const skirting = p.skirting ?? [0.96, 0.95, 0.93];
  const warmLight = p.warm ?? 1;
  const wood = [0, 0, 0];
  const cx = width / 2,
    cyy = height / 2;
  return toBuffer(width, height, (px, py, col) => {
    const xs = px + 0.5 - cx;
    const ys = py + 0.5 - cyy;
    cameraRay(cam, xs, ys, ray);
    const [dx, dy, dz, dlen] = ray;
    // The nearest plane the ray meets: 1 floor, 2 back wall, 3 left wall, 4 right wall, 5 ceiling.
    let t = Infinity,
      surf = 0;
    const meet = (tt, plane) => {
      if (tt < t) {
        t = tt;
        surf = plane;
      }
    };
    if (dy < 0) meet(camH / -dy, 1);
    if (dz > 0) meet(depth / dz, 2);
    if (dx < 0) meet(left / -dx, 3);
    if (dx > 0) meet(right / dx, 4);
    if (dy > 0) meet((ceil - camH) / dy, 5);
    const X = dx * t,
      Y = camH + dy * t,
      Z = dz * t;
    if (surf === 1) {
      const u = X * cr - Z * sr + 1000;
      const v = X * sr + Z * cr + 1000;
      const cosI = -dy / dlen;
      const fp = t / Math.sqrt(Math.max(cosI, 0.05));
      shadeWood(layout(u, v), u, v, fp, tone, wf, seed, wood);
      // Light: ambient rising towards the window, sunlight patch, contact shadows at walls.
      let light = 0.62 + 0.28 * Math.exp(-(depth - Z) / 380);
      const sTo = (depth - Z) / sun[2];
      const wx = X + sTo * sun[0];
      const wy = sTo * sun[1];
      const patch = windowMask(wx, wy, win, 2 + sTo * 0.02);
      light += sunK * patch;
      const dWall = Math.min(depth - Z, X + left, right - X);
      light *= 1 - 0.28 * Math.exp(-dWall / 14);
      let r = wood[0] * light * (1 + 0.04 * warmLight * patch);
      let g = wood[1] * light;
      let b = wood[2] * light * (1 - 0.05 * warmLight * patch);
      if (gloss > 0) {
        // Reflection of the window (mirror ray), blurred by roughness and distance.
        const rz = dz,
          ry = -dy,
          rx = dx;
        if (rz > 0) {
          const s = (depth - Z) / rz;
          const hx = X + rx * s,
            hy = ry * s;
          const rough = (1 - gloss) * 60 + 4;
          const m = windowMask(hx, hy, win, rough + s * dlen * 0.004 * (1 - gloss));
          const fres = 0.1 + 0.9 * (1 - cosI) ** 4;
          const k = m * gloss * fres * 0.9;
          r += k * 0.95;
          g += k * 0.96;
          b += k * 0.98;
          // Faint reflection of the bright wall.
          const k2 = gloss * fres * 0.12;
          r += k2 * wall[0];
          g += k2 * wall[1];
          b += k2 * wall[2];
        }
      }
      col[0] = r;
      col[1] = g;
      col[2] = b;
    } else if (surf === 2) {
      const m = windowMask(X, Y, win, 0.8);
      const frame = rectMask(X, Y, win.x0 - 8, win.x1 + 8, win.y0 - 8, win.y1 + 8, 0.8);
      let base = Y < 10 ? skirting : wall;
      let light = 0.86 - 0.1 * (Y / ceil);
      if (Y >= 10 && Y < 11.5) light *= 0.8;
      if (frame > 0 && m < 1) {
        base = [0.97, 0.97, 0.96];
        light = 0.9;
      }
      col[0] = base[0] * light;
      col[1] = base[1] * light;
      col[2] = base[2] * light;
      if (m > 0) {
        // Outside: bright sky above, soft blurred greenery below.
        const gy = (Y - win.y0) / (win.y1 - win.y0);
        const tree = fbm(X * 0.02, Y * 0.02, seed + 5);
        const green = smooth(0.55, 0.35, gy) * smooth(0.35, 0.6, tree);
        const sky = [0.9 + 0.06 * gy, 0.94 + 0.04 * gy, 0.99];
        const leaf = [0.62, 0.72, 0.55];
        const o = [
          sky[0] + (leaf[0] - sky[0]) * green,
          sky[1] + (leaf[1] - sky[1]) * green,
          sky[2] + (leaf[2] - sky[2]) * green,
        ];
        col[0] += (o[0] - col[0]) * m;
        col[1] += (o[1] - col[1]) * m;
        col[2] += (o[2] - col[2]) * m;
      }
    } else if (surf === 3 || surf === 4) {
      const base = Y < 10 ? skirting : wall;
      let light = (surf === 3 ? 0.78 : 0.7) + 0.12 * Math.exp(-(depth - Z) / 200);
      if (Y >= 10 && Y < 11.5) light *= 0.8;
      // Sunlit patch on the side wall near the window.
      col[0] = base[0] * light;
      col[1] = base[1] * light;
      col[2] = base[2] * light;
    } else {
      const l = 0.8;
      col[0] = wall[0] * l;
      col[1] = wall[1] * l;
      col[2] = wall[2] * l;
    }
    // Vignette.
    const vx = xs / cx,
      vy = ys / cyy;
    const vig = 1 - 0.18 * (vx * vx + vy * vy);
    col[0] *= vig;
    col[1] *= vig;
    col[2] *= vig;
  });
}

/**
 * Close-up seen from above. `scale` = cm per pixel. Light comes from one side; varnish shows a
 * soft diagonal sheen. `split` renders two finishes side by side (sanding in progress).
 */
export function renderTopdown(width, height, p) {
  const seed = seedOf(p.seed ?? 'top');
  const tone = TONES[p.tone];
  const layout = makeLayout(p.layout, p.layoutOpts);
  const scale = p.scale ?? 0.3;
  const rot = ((p.rotate ?? 0) * Math.PI) / 180;
  const cr = Math.cos(rot),
    sr = Math.sin(rot);
  const wood = [0, 0, 0];
  const finishes = [p.finish, p.split?.finish ?? p.finish];
  const tones = [tone, TONES[p.split?.tone ?? p.tone]];
  return toBuffer(width, height, (px, py, col) => {
    const x = (px - width / 2) * scale;
    const y = (py - height / 2) * scale;
    const u = x * cr - y * sr + 1000;
    const v = x * sr + y * cr + 1000;
    let side = 0;
    if (p.split) {
      // Wavy boundary across the image, like the edge of a sanding pass.
      const bx = width * (p.split.at ?? 0.5) + 18 * (vnoise(py * 0.01, 3, seed) - 0.5) * 2;
      side = px > bx ? 1 : 0;
    }
    const finish = finishes[side];
    const wf = woodFinish(finish);
    shadeWood(layout(u, v), u, v, scale, tones[side], wf, seed, wood);
    const gx = px / width,
      gy = py / height;
    let light = 0.78 + 0.3 * (1 - gx) * (1 - 0.5 * gy);
    const vx = gx - 0.5,
      vy = gy - 0.5;
    light *= 1 - 0.35 * (vx * vx + vy * vy);
    let r = wood[0] * light,
      g = wood[1] * light,
      b = wood[2] * light;
    const gloss = FINISH_GLOSS[finish] ?? 0;
    if (gloss > 0) {
      const band = Math.exp(-(((gx * 0.8 + gy * 0.6 - 0.55) / (0.12 + 0.2 * (1 - gloss))) ** 2));
      const k = band * gloss * 0.28;
      r += k;
      g += k;
      b += k * 1.02;
    }
    if (p.dust && finish === 'raw') {
      const d = fbm(x * 0.01, y * 0.01, seed + 9);
      const k = smooth(0.5, 0.8, d) * 0.18;
      r += (0.93 - r) * k;
      g += (0.9 - g) * k;
      b += (0.85 - b) * k;
    }
    col[0] = r;
    col[1] = g;
    col[2] = b;
  });
}

/**
 * Straight staircase seen from its foot, between two walls. Treads in wood (grain across the
 * flight), risers painted or in wood. finish applies to the treads; `worn` gives the 'avant'.
 */
export function renderStairs(width, height, p) {
  const seed = seedOf(p.seed ?? 'stairs');
  const tone = TONES[p.tone];
  const finish = p.finish;
  const wf = woodFinish(finish);
  const gloss = FINISH_GLOSS[finish] ?? 0;
  const N = p.steps ?? 13;
  const G = 26,
    Hs = 18,
    half = 48,
    z0 = 0;
  const camH = p.camH ?? 180;
  const camZ = p.camZ ?? -70;
  const camX = p.camX ?? -8;
  const topZ = z0 + N * G;
  const endZ = topZ + 160;
  const cam = camera(width, p.fov ?? 56, p.pitch ?? 20, p.yaw ?? 4);
  const ray = [0, 0, 0, 0];
  const riserPaint = p.riser ?? [0.95, 0.94, 0.92];
  const wall = p.wallColor ?? [0.92, 0.9, 0.86];
  const wood = [0, 0, 0];
  const hit = { id: 0, a: 0, c: 0, len: half * 2, wid: G, edge: 0 };
  const worn = finish === 'worn';
  return toBuffer(width, height, (px, py, col) => {
    const xs = px + 0.5 - width / 2;
    const ys = py + 0.5 - height / 2;
    cameraRay(cam, xs, ys, ray);
    const [dx, dy, dz, dlen] = ray;
    let t = Infinity,
      surf = 0,
      step = -1;
    const test = (tt, s, i) => {
      if (tt > 0 && tt < t) {
        t = tt;
        surf = s;
        step = i;
      }
    };
    // Walls.
    if (dx < 0) test((-half - camX) / dx, 3, -1);
    if (dx > 0) test((half - camX) / dx, 4, -1);
    if (dz > 0) test((endZ - camZ) / dz, 6, -1);
    // Ground floor in front of the flight.
    if (dy < 0) {
      const tt = camH / -dy;
      const z = camZ + dz * tt;
      if (z < z0) test(tt, 1, -1);
    }
    for (let i = 0; i < N; i++) {
      // Riser i: plane z = z0 + i*G, between heights i*Hs and (i+1)*Hs.
      if (dz > 0) {
        const tt = (z0 + i * G - camZ) / dz;
        const y = camH + dy * tt;
        if (y >= i * Hs && y < (i + 1) * Hs) test(tt, 7, i);
      }
      // Tread i (with a 2 cm nosing) at height (i+1)*Hs.
      if (dy !== 0) {
        const h = (i + 1) * Hs;
        const tt = (h - camH) / dy;
        const z = camZ + dz * tt;
        if (z >= z0 + i * G - 2 && z < z0 + (i + 1) * G) test(tt, 8, i);
      }
    }
    if (dy < 0) {
      const tt = (N * Hs - camH) / dy;
      const z = camZ + dz * tt;
      if (z >= topZ) test(tt, 9, N);
    }
    const X = camX + dx * t,
      Y = camH + dy * t,
      Z = camZ + dz * t;
    let r, g, b;
    if (surf === 8 || surf === 1 || surf === 9) {
      const i = step;
      if (surf === 8) {
        hit.id = i * 31 + 7;
        hit.a = X + half;
        hit.c = Z - (z0 + i * G - 2);
        hit.len = half * 2;
        hit.wid = G + 2;
        hit.edge = Math.min(hit.a, hit.len - hit.a, hit.c, hit.wid - hit.c);
      } else {
        hit.id = (surf === 1 ? 901 : 902) + Math.floor((X + 200) / 14);
        hit.a = Z + 400;
        hit.c = (((X + 200) % 14) + 14) % 14;
        hit.len = 800;
        hit.wid = 14;
        hit.edge = Math.min(hit.c, 14 - hit.c);
      }
      const cosI = Math.abs(dy) / dlen;
      const fp = t / Math.sqrt(Math.max(cosI, 0.05));
      shadeWood(hit, X * 3 + i * 97, Z * 3, fp, tone, wf, seed, wood);
      let light = 0.95 - (0.15 * (Z - z0)) / (endZ - z0);
      if (worn && surf === 8) {
        // Wear path in the middle of each tread, nosing rounded and greyed.
        const k = Math.exp(-(((X + 5) / 24) ** 2)) * smooth(G, 4, hit.c) * 0.6;
        wood[0] += (0.63 - wood[0]) * k;
        wood[1] += (0.6 - wood[1]) * k;
        wood[2] += (0.55 - wood[2]) * k;
      }
      if (surf === 8 && hit.c < 3) light *= 0.82 + 0.06 * hit.c; // nosing edge
      const dWall = Math.min(X + half, half - X);
      light *= 1 - 0.3 * Math.exp(-dWall / 8);
      r = wood[0] * light;
      g = wood[1] * light;
      b = wood[2] * light;
      if (gloss > 0) {
        const k = gloss * (0.06 + 0.35 * (1 - cosI) ** 4) * (0.6 + 0.4 * vnoise(X * 0.02, Z * 0.02, seed));
        r += k;
        g += k;
        b += k;
      }
    } else if (surf === 7) {
      const i = step;
      let base = riserPaint;
      let light = 0.72;
      if (p.woodRisers) {
        hit.id = i * 31 + 3;
        hit.a = X + half;
        hit.c = Y - i * Hs;
        hit.len = half * 2;
        hit.wid = Hs;
        hit.edge = Math.min(hit.a, hit.len - hit.a, hit.c, Hs - hit.c);
        shadeWood(hit, X * 3, Y * 3 + i * 50, t / 0.6, tone, wf, seed + 1, wood);
        base = wood;
      } else if (worn) {
        const scuff = fbm(X * 0.08, Y * 0.3 + i, seed + 4);
        const k = smooth(0.55, 0.8, scuff) * 0.5;
        base = [
          riserPaint[0] * 0.86 - 0.2 * k,
          riserPaint[1] * 0.84 - 0.2 * k,
          riserPaint[2] * 0.78 - 0.2 * k,
        ];
      }
      // Shadow under the nosing.
      const top = (i + 1) * Hs - Y;
      light *= 1 - 0.35 * Math.exp(-top / 2.5);
      const dWall = Math.min(X + half, half - X);
      light *= 1 - 0.25 * Math.exp(-dWall / 8);
      r = base[0] * light;
      g = base[1] * light;
      b = base[2] * light;
    } else {
      // Walls, with a painted stringer line following the flight.
      let light = surf === 3 ? 0.83 : surf === 4 ? 0.7 : 0.78;
      light *= 0.92 + 0.08 * clamp01(Y / 250);
      const lineY = (Z - z0) * (Hs / G);
      const stringer = Y > lineY - 4 && Y < lineY + 22 && Z > z0 - 10 && Z < topZ + 5 && surf !== 6;
      const base = stringer ? [0.96, 0.95, 0.93] : wall;
      if (stringer && Y < lineY + 1) light *= 0.85;
      r = base[0] * light;
      g = base[1] * light;
      b = base[2] * light;
    }
    const vx = xs / (width / 2),
      vy = ys / (height / 2);
    const vig = 1 - 0.2 * (vx * vx + vy * vy);
    col[0] = r * vig;
    col[1] = g * vig;
    col[2] = b * vig;
  });
}

export function renderScene(width, height, scene) {
  if (scene.type === 'room') return renderRoom(width, height, scene);
  if (scene.type === 'topdown')
    return renderTopdown(width, height, { ...scene, scale: (scene.scale ?? 0.3) * (1440 / width) });
  if (scene.type === 'stairs') return renderStairs(width, height, scene);
  throw new Error(`unknown scene ${scene.type}`);
}
