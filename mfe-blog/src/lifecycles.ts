import { createLifecycles } from '@parquet-alsace/shared';
import { blogApp } from './app';

/** What the shell mounts through single-spa (exposed as './app'). */
export const { bootstrap, mount, unmount } = createLifecycles(blogApp);
