import { useEffect } from 'react';

/**
 * Previous and next with the arrow keys in a viewer of `count` items (a photo over the page):
 * ← and → move `index`, wrapping at both ends; with fewer than two items the keys do nothing.
 */
export function useWrappingArrowKeys(index: number, count: number, onIndex: (index: number) => void): void {
  useEffect(() => {
    if (count < 2) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') onIndex((index - 1 + count) % count);
      if (event.key === 'ArrowRight') onIndex((index + 1) % count);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [index, count, onIndex]);
}
