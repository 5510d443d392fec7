import { generateGuides } from './bulk';
import type { GuideRecord } from './model';

/** The seeded registry: 64 guides, a few with expired or soon-expiring carnés, a few suspended. */
export function seedGuides(now: Date): GuideRecord[] {
  return generateGuides(64, now, 0x6c1de5);
}
