import { expect } from 'vitest';

/** The tags seeded demo HTML may use: a subset of what the client's sanitizer keeps. */
const SEEDED_TAGS = /^<\/?(p|ul|ol|li|strong|em|br)>$/;

/**
 * Asserts that seeded HTML is made only of those tags, without attributes, so the sanitizer
 * has nothing to take out and no script or handler can hide in it.
 */
export function expectPlainHtml(html: string): void {
  const tags = html.match(/<[^>]*>/g) ?? [];
  expect(tags.length, 'some markup').toBeGreaterThan(0);
  for (const tag of tags) expect(tag).toMatch(SEEDED_TAGS);
  // Nothing that looks like a tag survives outside the matched ones (an unclosed "<script").
  expect(html.replace(/<[^>]*>/g, '')).not.toMatch(/[<>]/);
}
