import { type ComponentType, createContext, createElement, type ReactNode, useContext } from 'react';
import type { ComponentIslandId, IslandPropsOf } from './island-ids';
import { type IslandTrigger, islandAttributes, KEY_ATTR } from './islands';

/**
 * Renders a tree as its own React root with the given identifierPrefix. Only the server provides
 * one (`renderApp`): it keeps `react-dom/server` out of browser bundles.
 */
export type IslandRenderer = (node: ReactNode, identifierPrefix: string) => string;

export const IslandRendererContext = createContext<IslandRenderer | null>(null);

export interface IslandProps<I extends ComponentIslandId> {
  /** "<remote>/<exposed module>": the module whose default export is `Component`. */
  id: I;
  /**
   * The exposed component itself, for the server render (and the browser's whole render): the
   * one the id's module exports, props for props (shared/src/platform/island-ids.ts).
   */
  Component: ComponentType<IslandPropsOf<I>>;
  /** Its props, JSON-serialisable: they are written into the page for the browser. */
  props: IslandPropsOf<I>;
  trigger: IslandTrigger;
  /** Tells two islands of the same module on one page apart ('sidebar', 'bottom'…). */
  instance?: string;
  className?: string;
}

/**
 * An interactive piece of the app's own page, with props from the
 * route's data. The server renders it as its own React root (identifierPrefix = the island's key,
 * so `useId` values match) inside the island's element; the page around it stays static HTML and
 * the browser loads the component's code only when the trigger fires (docs/frontend-platform.md,
 * "Islands"). Where the app itself renders in the browser (a remote's standalone dev server),
 * the component is simply part of the app's tree.
 */
export function Island<I extends ComponentIslandId>({
  id,
  Component,
  props,
  trigger,
  instance,
  className,
}: IslandProps<I>) {
  const render = useContext(IslandRendererContext);
  // Props and component were checked against each other at the call site (IslandPropsOf<I>).
  const element = createElement(Component as ComponentType<object>, props as object);
  if (!render) return <div className={className}>{element}</div>;
  const attributes = islandAttributes({ id, trigger, props, hydrate: true, instance });
  return (
    <div
      className={className}
      {...attributes}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own server render of the component, as its own root.
      dangerouslySetInnerHTML={{ __html: render(element, attributes[KEY_ATTR] ?? '') }}
    />
  );
}
