// No import here: the clients load this module for the paths, without zod (decision 0061).

/**
 * Where a call is: its method and path, without its schemas. The clients call through these
 * (`*_PATHS` of each area), so a page does not load zod and the area's schemas for the types
 * alone; the area's `*_CALLS` table spreads them into its entries, so the path is written once.
 */
export interface CallPath<M extends 'GET' | 'POST' = 'GET' | 'POST', P extends string = string> {
  readonly method: M;
  readonly path: P;
}

/** An area's call paths, literal types kept (`const` type parameter). */
export function callPaths<const T extends Record<string, CallPath>>(paths: T): T {
  return paths;
}
