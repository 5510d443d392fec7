import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { formSnapshot } from '../../../client/src/forms/form-snapshot';

describe('formSnapshot', () => {
  it('reads every kind of empty value the same', () => {
    const empty = formSnapshot({ a: undefined, b: null, c: '', d: [], e: { f: '' } });
    expect(empty).toBe(formSnapshot({}));
  });

  it('sees a typed value, a new list item and a moved date', () => {
    const before = { name: 'Ana', languages: ['es'], on: dayjs('2026-01-15') };
    expect(formSnapshot({ ...before })).toBe(formSnapshot(before));
    expect(formSnapshot({ ...before, name: 'Ana ' })).not.toBe(formSnapshot(before));
    expect(formSnapshot({ ...before, languages: ['es', 'en'] })).not.toBe(formSnapshot(before));
    expect(formSnapshot({ ...before, on: dayjs('2026-01-16') })).not.toBe(formSnapshot(before));
  });

  it('ignores the order of keys', () => {
    expect(formSnapshot({ a: 1, b: { c: 2, d: 3 } })).toBe(
      formSnapshot({ b: { d: 3, c: 2 }, a: 1 }),
    );
  });
});
