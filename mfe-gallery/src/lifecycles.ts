import { createLifecycles } from '@parquet-alsace/shared';
import { galleryApp } from './app';

/** What the shell mounts through single-spa (exposed as './app'). */
export const { bootstrap, mount, unmount } = createLifecycles(galleryApp);
