import { createLifecycles } from 'shared';
import { pagesApp } from './app';

export const { bootstrap, mount, unmount } = createLifecycles(pagesApp);
