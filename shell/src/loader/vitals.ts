import { whenIdle } from './page-state';

/** The page's speed measurement (shell/src/vitals/index.ts), a plain script of the shell's build. */
export const VITALS_SCRIPT_URL = '/vitals.js';

/**
 * Loads the speed measurement once the page is painted and idle (docs/adr-021-field-speed.md):
 * off the first paint's path, and never in the task of a tap. It needs no consent: it keeps
 * nothing that identifies the visitor.
 */
export function loadVitals(): void {
  whenIdle(() => {
    const script = document.createElement('script');
    script.src = VITALS_SCRIPT_URL;
    script.async = true;
    document.head.appendChild(script);
  });
}
