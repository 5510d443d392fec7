import { describe, expect, it } from 'vitest';
import { recordsWritten, writesRecord } from '../../shared/directory-preview';

const change = (fields: number, listedAgain = false) => ({
  changes: Array.from({ length: fields }, (_, index) => ({ field: `f${index}` })),
  listedAgain,
});

describe('what applying a directory import writes', () => {
  it('writes a record with changes or listed again, not one whose edits are only kept', () => {
    expect(writesRecord(change(2))).toBe(true);
    expect(writesRecord(change(0, true))).toBe(true);
    expect(writesRecord(change(0))).toBe(false);
  });

  it('counts new, changed, no longer listed and newly confirmed records', () => {
    const preview = {
      created: [{}],
      changed: [change(1), change(0)],
      missing: [{}, {}],
      confirmed: 0,
    };
    expect(recordsWritten(preview)).toBe(4);
    // A registry already as the directory says, never imported: the cut-off is still written.
    expect(recordsWritten({ created: [], changed: [], missing: [], confirmed: 64 })).toBe(64);
    expect(recordsWritten({ created: [], changed: [change(0)], missing: [], confirmed: 0 })).toBe(
      0,
    );
  });
});
