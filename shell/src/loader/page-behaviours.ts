import { loadDeferredImages } from '@parquet-alsace/shared/deferred-images';
import { whenActivated, whenIdle } from './page-state';

/**
 * Small behaviours a page asks for in its markup, so that it needs no component code:
 * - `data-reveal-after="2000"`: gets `data-revealed` that many ms after the page is shown;
 * - `data-scroll-past="300"`: has `data-past` while the page is scrolled further than that;
 * - `data-defer-src` / `data-defer-srcset`: an image near the fold gets its address once the
 *   page's largest paint is done, so that it does not compete with it;
 * - `data-compare`: a before/after comparison; its range input sets `--pos` (0–100 %) on it.
 * The page's CSS decides what these attributes show (the home page's floating contact buttons).
 */
export function startPageBehaviours(): void {
  whenActivated(() => whenIdle(loadDeferredImages));
  for (const compare of document.querySelectorAll<HTMLElement>('[data-compare]')) {
    const slider = compare.querySelector<HTMLInputElement>('input[type=range]');
    if (!slider) continue;
    const show = () => compare.style.setProperty('--pos', `${slider.value}%`);
    slider.addEventListener('input', show);
    show();
  }
  whenActivated(() => {
    for (const element of document.querySelectorAll<HTMLElement>('[data-reveal-after]')) {
      setTimeout(() => element.setAttribute('data-revealed', ''), Number(element.dataset.revealAfter) || 0);
    }
  });
  const watched = [...document.querySelectorAll<HTMLElement>('[data-scroll-past]')];
  if (watched.length === 0) return;
  let scheduled = false;
  const update = () => {
    scheduled = false;
    for (const element of watched) {
      element.toggleAttribute('data-past', window.scrollY > Number(element.dataset.scrollPast));
    }
  };
  window.addEventListener(
    'scroll',
    () => {
      if (scheduled) return;
      scheduled = true;
      requestAnimationFrame(update);
    },
    { passive: true },
  );
  // The first reading waits for a frame: reading the scroll position while the page is being
  // parsed would force its whole first layout inside the loader's task.
  scheduled = true;
  requestAnimationFrame(update);
}
