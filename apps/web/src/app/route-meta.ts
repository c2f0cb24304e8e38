import { createContext, useContext } from 'react';

/** What the current route says about itself (built from the route table in router.tsx). */
export interface RouteMeta {
  /** The top-menu path to highlight. */
  parent: string;
  /** Document title key in the layout namespace. */
  titleKey: string;
  requiresLogin: boolean;
  shareable: boolean;
}

export const RouteMetaContext = createContext<RouteMeta | undefined>(undefined);

/** The current route's meta; undefined on a path that is being redirected. */
export function useRouteMeta(): RouteMeta | undefined {
  return useContext(RouteMetaContext);
}
