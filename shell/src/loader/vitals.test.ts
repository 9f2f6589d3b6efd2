import { loadVitals } from './vitals';

afterEach(() => jest.useRealTimers());

it('adds the speed measurement once the page is idle, never in the task that asked for it', () => {
  jest.useFakeTimers();
  loadVitals();
  expect(document.querySelector('script[src="/vitals.js"]')).toBeNull();
  jest.runAllTimers();
  const scripts = document.querySelectorAll<HTMLScriptElement>('script[src="/vitals.js"]');
  expect(scripts).toHaveLength(1);
  expect(scripts[0]?.async).toBe(true);
});
