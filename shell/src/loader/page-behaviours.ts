import { whenActivated } from './page-state';

/**
 * Small behaviours a page asks for in its markup, so that it needs no component code:
 * - `data-reveal-after="2000"`: gets `data-revealed` that many ms after the page is shown;
 * - `data-scroll-past="300"`: has `data-past` while the page is scrolled further than that.
 * The page's CSS decides what these attributes show (the home page's floating contact buttons).
 */
export function startPageBehaviours(): void {
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
  update();
}
