/**
 * A small seeded pseudo-random generator (mulberry32) for the seed data: the same seed gives the
 * same records on every machine, so a fresh store, a test and a benchmark all see the same data.
 * Not for anything secret.
 */
export interface Random {
  /** A number in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** A copy of `items` in a random order. */
  shuffle<T>(items: readonly T[]): T[];
  /** `count` distinct items of `items`, in a random order. */
  sample<T>(items: readonly T[], count: number): T[];
  /** `length` random decimal digits. */
  digits(length: number): string;
}

/** A 32-bit seed made from a text (FNV-1a): one generator per contact, per date, per name. */
export function textSeed(text: string): number {
  let value = 0x811c9dc5;
  for (const char of text) {
    value ^= char.codePointAt(0) ?? 0;
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = int(0, i);
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  };
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick: (items) => {
      if (items.length === 0) throw new RangeError('Cannot pick from an empty list');
      return items[int(0, items.length - 1)] as (typeof items)[number];
    },
    shuffle,
    sample: (items, count) => {
      // A partial Fisher-Yates: only the first `count` places are drawn.
      const copy = [...items];
      const taken = Math.min(count, copy.length);
      for (let i = 0; i < taken; i++) {
        const j = int(i, copy.length - 1);
        [copy[i], copy[j]] = [copy[j] as (typeof copy)[number], copy[i] as (typeof copy)[number]];
      }
      return copy.slice(0, taken);
    },
    digits: (length) => Array.from({ length }, () => int(0, 9)).join(''),
  };
}

/**
 * Draws values until one is not in `taken`, records it and returns it: unique documents without
 * a retry loop at every call site. Gives up after many clashes, which means the space is too small.
 */
export function drawUnique(taken: Set<string>, draw: () => string): string {
  for (let attempt = 0; attempt < 1000; attempt++) {
    const value = draw();
    if (!taken.has(value)) {
      taken.add(value);
      return value;
    }
  }
  throw new Error('drawUnique: no free value after 1000 draws');
}

/** `count` kinds in a random order: each listed kind `howMany` times, the rest `fallback`. */
export function spread<K extends string>(
  random: Random,
  count: number,
  shares: readonly (readonly [kind: K, howMany: number])[],
  fallback: K,
): K[] {
  const kinds: K[] = shares.flatMap(([kind, howMany]) => Array<K>(howMany).fill(kind));
  if (kinds.length > count) throw new RangeError('spread: more fixed items than the count');
  while (kinds.length < count) kinds.push(fallback);
  return random.shuffle(kinds);
}
