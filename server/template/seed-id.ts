import type { Random } from '../seed/random';

/** A deterministic UUID-shaped id for seeded demo records, so they look like the ones the API makes. */
export function seededId(random: Random): string {
  const hex = () => random.int(0, 15).toString(16);
  const part = (length: number) => Array.from({ length }, hex).join('');
  return `${part(8)}-${part(4)}-4${part(3)}-${'89ab'[random.int(0, 3)]}${part(3)}-${part(12)}`;
}
