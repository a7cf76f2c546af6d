import { createHash } from 'node:crypto';

/**
 * Deterministic randomness for the demo data: the same seed gives the same content on every run.
 * mulberry32: small, fast and good enough for picking demo values.
 */
export class Random {
  private state: number;

  constructor(seed: number | string) {
    this.state = typeof seed === 'number' ? seed >>> 0 : hash32(seed);
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  /** n distinct items (fewer if the list is shorter), in random order. */
  sample<T>(items: readonly T[], n: number): T[] {
    return this.shuffle(items).slice(0, n);
  }

  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy;
  }
}

function hash32(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32LE(0);
}

/**
 * A stable UUID for a demo row, derived from what it is ('franchise', 'bean-and-bothy'), so every
 * install gets the same ids and links to demo pages stay valid across re-seeds. Formatted as a v4
 * UUID so it passes any UUID check.
 */
export function seedId(kind: string, key: string | number): string {
  const b = createHash('sha256').update(`franchise-compass-demo:${kind}:${key}`).digest();
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = b.subarray(0, 16).toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}

const DAY = 24 * 60 * 60 * 1000;

/** Dates relative to the moment the seed runs, so the demo always looks current. */
export class Clock {
  constructor(readonly now: Date) {}

  /** `days` before now, at a working-hours time picked by the caller's randomness (or exactly, without one). */
  daysAgo(days: number, random?: Random): Date {
    const base = this.now.getTime() - days * DAY;
    if (!random) return new Date(base);
    // Move within the day by up to +/- 5 hours, never past now.
    return new Date(Math.min(this.now.getTime() - 60_000, base + random.int(-300, 300) * 60_000));
  }

  daysAhead(days: number): Date {
    return new Date(this.now.getTime() + days * DAY);
  }

  plusDays(date: Date, days: number): Date {
    return new Date(date.getTime() + days * DAY);
  }

  plusMinutes(date: Date, minutes: number): Date {
    return new Date(date.getTime() + minutes * 60_000);
  }

  /** The same calendar day `months` later (end of month clamps, as Date does). */
  plusMonths(date: Date, months: number): Date {
    const d = new Date(date);
    d.setUTCMonth(d.getUTCMonth() + months);
    return d;
  }
}
