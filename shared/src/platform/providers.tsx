import { ThemeProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { theme } from '../theme/tokens';

/** Providers every React tree renders inside (pages, islands), on the server and in the browser alike. */
export function AppProviders({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
