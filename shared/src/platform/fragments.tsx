import { type ComponentType, createContext } from 'react';
import type { BackendFactory } from '../backend/client';

/**
 * A component a remote exposes for another app's page (the home page's testimonials and gallery
 * teaser) that the server can render too: the server loads its data, places its HTML in the
 * page and embeds the data, so the visitor and search engines see the real content at once and
 * the component, when its remote arrives in the browser, starts from the same data.
 */
export interface Fragment<D> {
  load: (backend: BackendFactory) => Promise<D>;
  Component: ComponentType<{ initial?: D }>;
}

/** Identity helper that keeps a fragment's data type checked between `load` and `Component`. */
export function defineFragment<D>(fragment: Fragment<D>): Fragment<D> {
  return fragment;
}

/** A fragment rendered by the server: its HTML (server side only) and its data. */
export interface RenderedFragment {
  html?: string;
  data: unknown;
}

/** Rendered fragments of the current page, by id ("reviews/Testimonials"). */
export type RenderedFragments = Record<string, RenderedFragment>;

export const FragmentsContext = createContext<RenderedFragments>({});
