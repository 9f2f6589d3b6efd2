/** Chromium's flags for the Playwright configurations and the measuring scripts. */
export const chromiumArgs: string[];
