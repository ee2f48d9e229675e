// A small seeded PRNG (sfc32, seeded through a 32-bit string hash and splitmix32) so every dataset is reproducible:
// the same seed gives the same numbers on every machine and Node version. Never Math.random.

/** A seeded random source with the helpers the dataset generator needs. */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max] (both inclusive). */
  int(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  /** One element, uniformly. */
  pick<T>(items: readonly T[]): T;
  /** One element, with the given relative weights (same length as items). */
  weighted<T>(items: readonly T[], weights: readonly number[]): T;
  /** `count` distinct elements chosen with the given weights (fewer when items run out). */
  weightedDistinct<T>(items: readonly T[], weights: readonly number[], count: number): T[];
  /** A version-4-shaped UUID made from this stream (deterministic, not cryptographic). */
  uuid(): string;
  /** An independent stream derived from this seed and a label (adding draws to one stream never shifts another). */
  fork(label: string): Rng;
}

/** FNV-1a over the UTF-16 code units of a string. */
function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** splitmix32: spreads one 32-bit seed into well-mixed state words. */
function splitmix32(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
}

/** sfc32 returning unsigned 32-bit integers. */
function sfc32(a: number, b: number, c: number, d: number): () => number {
  return () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) >>> 0;
    return t >>> 0;
  };
}

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

/** Creates a random stream from a seed text. */
export function createRng(seed: string): Rng {
  const mix = splitmix32(hash32(seed));
  const u32 = sfc32(mix(), mix(), mix(), mix());
  // Let the state settle, as sfc32's authors recommend.
  for (let i = 0; i < 12; i += 1) u32();
  const next = () => u32() / 4294967296;
  const rng: Rng = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)];
    },
    weighted: (items, weights) => {
      if (items.length === 0 || items.length !== weights.length) throw new Error('weighted pick needs as many weights as items');
      let total = 0;
      for (const w of weights) total += w;
      let r = next() * total;
      for (let i = 0; i < items.length; i += 1) {
        r -= weights[i];
        if (r < 0) return items[i];
      }
      return items[items.length - 1];
    },
    weightedDistinct: (items, weights, count) => {
      const pool = items.slice();
      const poolWeights = weights.slice();
      const chosen: (typeof items)[number][] = [];
      while (chosen.length < count && pool.length > 0) {
        const index = rng.weighted(
          pool.map((_, i) => i),
          poolWeights,
        );
        chosen.push(pool[index]);
        pool.splice(index, 1);
        poolWeights.splice(index, 1);
      }
      return chosen;
    },
    uuid: () => {
      const bytes = [u32(), u32(), u32(), u32()].flatMap((w) => [w >>> 24, (w >>> 16) & 0xff, (w >>> 8) & 0xff, w & 0xff]);
      bytes[6] = (bytes[6] & 0x0f) | 0x40;
      bytes[8] = (bytes[8] & 0x3f) | 0x80;
      const h = bytes.map((b) => HEX[b]).join('');
      return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
    },
    fork: (label) => createRng(`${seed}/${label}`),
  };
  return rng;
}

/** Zipf-like weights 1/(i+1)^s: a few popular choices and a long tail. */
export function zipfWeights(count: number, s = 1): number[] {
  return Array.from({ length: count }, (_, i) => 1 / Math.pow(i + 1, s));
}
