/**
 * Sizing a cluster from the scale-out pass (issue 16): what a request of the measured mix costs
 * in CPU, and what that means on a machine with more cores than the one the bench ran on.
 */

/** One scenario's CPU per request: the portal instances' (summed) and nginx's, in µs. */
export interface RequestCost {
  portalUs: number | null;
  proxyUs: number | null;
}

/** What the scenarios, taken in equal parts, cost and allow per core. */
export interface Sizing {
  /** Mean µs of portal CPU per request (sum over instances). */
  portalUs: number;
  /** Mean µs of nginx CPU per request; null where it was not measured. */
  proxyUs: number | null;
  /** Requests a second one core of instances serves: 1e6 / portalUs. */
  portalPerCore: number;
  /** Requests a second one core of nginx passes on: 1e6 / proxyUs. */
  proxyPerCore: number | null;
}

/** Requests a second one core serves at `us` µs of CPU each. */
export function perCore(us: number): number {
  if (!(us > 0)) throw new Error(`CPU per request must be positive, not ${us}`);
  return 1e6 / us;
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

/**
 * The mean cost of the scenarios (a mix of them in equal parts); null when no scenario has a
 * portal CPU figure (no /proc). nginx's figure is the mean of those that have one.
 */
export function sizing(costs: RequestCost[]): Sizing | null {
  const portal = costs.map((c) => c.portalUs).filter((u): u is number => u !== null && u > 0);
  if (!portal.length) return null;
  const proxy = costs.map((c) => c.proxyUs).filter((u): u is number => u !== null && u > 0);
  const portalUs = mean(portal);
  const proxyUs = proxy.length ? mean(proxy) : null;
  return {
    portalUs,
    proxyUs,
    portalPerCore: perCore(portalUs),
    proxyPerCore: proxyUs === null ? null : perCore(proxyUs),
  };
}

/**
 * Instances (each one Node process, so at most about one core of JavaScript) for `rate` requests
 * a second with every instance at most `busy` of a core at that rate; at least `min` (two, so one
 * can fail).
 */
export function instancesFor(rate: number, s: Sizing, busy = 0.7, min = 2): number {
  return Math.max(min, Math.ceil(rate / (s.portalPerCore * busy)));
}

/** Cores nginx needs for `rate` requests a second (0 when not measured). */
export function proxyCoresFor(rate: number, s: Sizing): number {
  return s.proxyPerCore === null ? 0 : rate / s.proxyPerCore;
}
