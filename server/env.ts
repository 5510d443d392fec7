import { z } from 'zod';

// Helpers for reading environment variables, shared by the configuration and the areas' settings.

const DURATION = /^(\d+)(ms|s|m|h|d)$/;
const DURATION_MESSAGE = 'a duration such as 15m, 1h or 7d';
const UNIT_MS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** Milliseconds of a duration written as in the configuration ("15m", "7d", "500ms"). */
export function durationMs(duration: string): number {
  const match = DURATION.exec(duration);
  if (!match) throw new Error(`not a duration: ${duration}`);
  return Number(match[1]) * UNIT_MS[match[2] as keyof typeof UNIT_MS];
}

/** A duration variable ("15m", "7d"), `fallback` when unset. */
export function duration(fallback: string) {
  return z.string().regex(DURATION, DURATION_MESSAGE).default(fallback);
}

const SIZE = /^(\d+)(b|kb|mb)$/i;
const SIZE_UNITS = { b: 1, kb: 1024, mb: 1024 * 1024 } as const;

/** A size variable ("500kb", "30mb"), `fallback` when unset. */
export function size(fallback: string, example = 'a size such as 100kb or 1mb') {
  return z.string().regex(SIZE, example).default(fallback);
}

/** "30mb" → bytes, as Express reads BODY_LIMIT (1 kb = 1024 bytes). */
export function sizeBytes(text: string): number {
  const [, amount = '0', unit = 'b'] = SIZE.exec(text) ?? [];
  return Number(amount) * SIZE_UNITS[unit.toLowerCase() as keyof typeof SIZE_UNITS];
}
