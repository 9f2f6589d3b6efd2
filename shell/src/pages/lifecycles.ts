import { createLifecycles } from '@parquet-alsace/shared';
import { pagesApp } from './app';

export const { bootstrap, mount, unmount } = createLifecycles(pagesApp);
