// mulberry32: small deterministic PRNG so the demo data is the same on every install.
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fixed "now" of the demo data, so dates are reproducible. */
export const SEED_BASE_DATE = new Date('2026-11-20T12:00:00Z');
