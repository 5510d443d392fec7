import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../client/public/i18n/en.json';
import es from '../../client/public/i18n/es.json';
import tr from '../../client/public/i18n/tr.json';
import { AREAS, type Area } from '../../server/security/permissions';
import { STAFF_PAGE_GROUPS, STAFF_PAGES, type StaffPage } from '../../shared/staff-pages';

const pages: readonly StaffPage[] = STAFF_PAGES;

const text = (dictionary: unknown, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | undefined)?.[part],
      dictionary,
    );

describe('the staff pages', () => {
  it('each have one id and one address, old addresses included', () => {
    expect(new Set(pages.map((page) => page.id)).size).toBe(pages.length);
    const paths = pages.flatMap((page) => [page.path, ...(page.formerPaths ?? [])]);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('start with the landing page, open to every member of staff', () => {
    expect(pages[0]).toMatchObject({ id: 'overview', path: 'inicio' });
    expect(pages[0]?.area).toBeUndefined();
  });

  it('name areas of the permission table and groups that exist', () => {
    for (const page of pages) {
      if (page.area) expect(AREAS, page.id).toContain(page.area as Area);
      if (page.group) expect(STAFF_PAGE_GROUPS.map((group) => group.id)).toContain(page.group);
    }
  });

  it('have their titles in every staff dictionary', () => {
    const keys = [...pages, ...STAFF_PAGE_GROUPS].map((entry) => entry.titleKey);
    for (const dictionary of [es, en, tr]) {
      expect(keys.filter((key) => typeof text(dictionary, key) !== 'string')).toEqual([]);
    }
  });

  it('each have their page component in their folder (the router finds it by name)', () => {
    for (const page of pages) {
      const name = `${page.id.replace(/(?:^|-)([a-z])/g, (_whole, letter: string) => letter.toUpperCase())}Page`;
      const file = join('client', 'src', 'areas', page.id, `${name}.tsx`);
      expect(existsSync(file), file).toBe(true);
      expect(readFileSync(file, 'utf8')).toContain(`export function ${name}(`);
    }
  });
});
