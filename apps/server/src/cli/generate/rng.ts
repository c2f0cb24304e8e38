/** Seeded randomness and the shapes of time it draws (publish dates, edits, long-tailed counts). */

export const DAY = 24 * 60 * 60 * 1000;
const YEAR = 365 * DAY;

/** A seeded pseudo-random source (mulberry32): the same seed gives the same data set. */
export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
}

export function createRng(seed: number): Rng {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[int(0, items.length - 1)] as T;
    },
    chance: (p) => next() < p,
  };
}

/** Two different items of a list. */
export function pickTwo<T>(rng: Rng, items: readonly T[]): [T, T] {
  const i = rng.int(0, items.length - 1);
  const j = (i + rng.int(1, items.length - 1)) % items.length;
  return [items[i] as T, items[j] as T];
}

/** A time in the `years` before `now`, on a whole minute, skewed towards recent dates. */
export function pastTime(rng: Rng, now: number, years = 6): number {
  // A portal publishes more as its customer base grows.
  const age = Math.floor(Math.pow(rng.next(), 1.6) * years * YEAR);
  return Math.floor((now - age - rng.int(60_000, DAY)) / 60_000) * 60_000;
}

/** A later edit of something made at `created`, before `now`. */
export function editedAfter(rng: Rng, created: number, now: number, maxDays: number): number {
  const span = Math.max(0, Math.min(maxDays * DAY, now - 60_000 - created));
  return created + Math.floor((rng.next() * span) / 60_000) * 60_000;
}

/** A count with a long tail: most rows get little, a few get a lot. */
export function skewed(rng: Rng, max: number, power = 3): number {
  return Math.floor(Math.pow(rng.next(), power) * max);
}

/** `count` different items of a list (all of them when it is shorter). */
export function pickSome<T>(rng: Rng, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const out: T[] = [];
  while (out.length < count && pool.length > 0)
    out.push(pool.splice(rng.int(0, pool.length - 1), 1)[0] as T);
  return out;
}
