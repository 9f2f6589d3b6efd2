import { waitFor } from '@testing-library/react';
import { whenIntent } from './page-state';
import { prefetchRuntime } from './runtime-loader';

const pointer = (type: string, pointerType: string) => {
  const event = new Event(type, { bubbles: true });
  Object.defineProperty(event, 'pointerType', { value: pointerType });
  return event;
};

it('waits for a sign of intent: a finger moving or lifted is none, its tap’s click is one', async () => {
  const run = jest.fn();
  whenIntent(run);
  window.dispatchEvent(pointer('pointermove', 'touch'));
  window.dispatchEvent(pointer('pointerup', 'touch'));
  await new Promise((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))),
  );
  expect(run).not.toHaveBeenCalled();
  window.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  expect(run).not.toHaveBeenCalled();
  await waitFor(() => expect(run).toHaveBeenCalledTimes(1));
  window.dispatchEvent(new Event('scroll'));
  window.dispatchEvent(new Event('keydown'));
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  expect(run).toHaveBeenCalledTimes(1);
});

it('counts a scroll, a key or a mouse moving as intent', async () => {
  for (const event of [new Event('scroll'), new Event('keydown'), pointer('pointermove', 'mouse')]) {
    const run = jest.fn();
    whenIntent(run);
    window.dispatchEvent(event);
    await waitFor(() => expect(run).toHaveBeenCalledTimes(1));
  }
});

it('asks the browser once to download the runtime without running it', () => {
  prefetchRuntime();
  prefetchRuntime();
  const links = document.head.querySelectorAll('link[rel=prefetch]');
  expect(links).toHaveLength(1);
  expect(links[0]).toHaveAttribute('href', '/main.js');
  expect(document.querySelector('script[src="/main.js"]')).toBeNull();
});

it('asks for no download of the runtime once a script runs it', () => {
  document.head.innerHTML = '<script src="/main.js"></script>';
  prefetchRuntime();
  expect(document.head.querySelector('link[rel=prefetch]')).toBeNull();
});
