// Sets of record numbers as bit arrays: facet counts and filters are word-wide AND/OR and popcounts.
export type Bitset = Uint32Array;

export const bitsetWords = (size: number) => (size + 31) >>> 5;

export function emptySet(size: number): Bitset {
  return new Uint32Array(bitsetWords(size));
}

export function fullSet(size: number): Bitset {
  const set = new Uint32Array(bitsetWords(size)).fill(0xffffffff);
  const tail = size & 31;
  if (tail) set[set.length - 1] = (1 << tail) - 1;
  return set;
}

export const add = (set: Bitset, n: number) => { set[n >>> 5]! |= 1 << (n & 31); };
export const has = (set: Bitset, n: number) => (set[n >>> 5]! & (1 << (n & 31))) !== 0;

export function popcount32(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

export function count(set: Bitset): number {
  let total = 0;
  for (let i = 0; i < set.length; i++) if (set[i]) total += popcount32(set[i]!);
  return total;
}

export function countAnd(a: Bitset, b: Bitset): number {
  let total = 0;
  for (let i = 0; i < a.length; i++) {
    const x = a[i]! & b[i]!;
    if (x) total += popcount32(x);
  }
  return total;
}

export function and(a: Bitset, b: Bitset): Bitset {
  const out = new Uint32Array(a.length);
  for (let i = 0; i < a.length; i++) out[i] = a[i]! & b[i]!;
  return out;
}

export function or(a: Bitset, b: Bitset): Bitset {
  const out = new Uint32Array(a.length);
  for (let i = 0; i < a.length; i++) out[i] = a[i]! | b[i]!;
  return out;
}

/** Complement within the first `size` records. */
export function not(a: Bitset, size: number): Bitset {
  const out = fullSet(size);
  for (let i = 0; i < a.length; i++) out[i]! &= ~a[i]!;
  return out;
}

/** Record numbers in ascending order. */
export function members(set: Bitset): number[] {
  const out: number[] = [];
  for (let i = 0; i < set.length; i++) {
    let x = set[i]!;
    while (x) {
      const low = x & -x;
      out.push((i << 5) + 31 - Math.clz32(low));
      x ^= low;
    }
  }
  return out;
}
