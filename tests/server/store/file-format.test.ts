import { describe, expect, it } from 'vitest';
import { generateGuides } from '../../../server/areas/guides/bulk';
import { buildSeed } from '../../../server/data';
import { encodeStore } from '../../../server/store/file-format';
import type { Data } from '../../../server/store/types';

/** What the file held before each record's text was kept: the reference encoding. */
const reference = (data: unknown) => `${JSON.stringify(data, null, 2)}\n`;

describe('the store file encoding', () => {
  it('is JSON.stringify indented by two spaces, for the seed and many guides', () => {
    const now = new Date('2026-11-26T12:00:00Z');
    const data = { ...buildSeed(now), guides: generateGuides(500, now, 7) };
    expect(encodeStore(data).toString()).toBe(reference(data));
  });

  it('is the same for empty collections, nested values, missing fields and odd texts', () => {
    const data = {
      meta: { schemaVersion: 3, nested: { list: [1, [2, {}], []], empty: {} } },
      empty: [],
      odd: [
        { id: 'a', text: 'línea\nsegunda "comillas" \\ y\ttab', missing: undefined, none: null },
        { id: 'b', list: [], object: {}, deep: [{ x: [{ y: 'z' }] }] },
      ],
      skipped: undefined,
    } as unknown as Data;
    expect(encodeStore(data).toString()).toBe(reference(data));
  });

  it('follows a record replaced by a write, and a record removed', () => {
    const data = buildSeed(new Date('2026-11-26T12:00:00Z'));
    expect(encodeStore(data).toString()).toBe(reference(data));
    const [first, ...rest] = data.guides;
    if (!first) throw new Error('the seed has guides');
    const changed = { ...data, guides: [{ ...first, firstNames: 'Yupanqui' }, ...rest.slice(1)] };
    expect(encodeStore(changed).toString()).toBe(reference(changed));
    expect(encodeStore(changed).toString()).toContain('"firstNames": "Yupanqui"');
  });
});
