import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildSeed, createDataStore } from '../../../server/data';
import type { Data } from '../../../server/store/types';

const NOW = new Date('2026-05-10T15:00:00Z');
const REGISTRIES = ['guides', 'travelAgencies', 'lodgings', 'police', 'jurisdictions'] as const;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('buildSeed: the registries', () => {
  it('seeds every registry with the counts the lists need', () => {
    const seed = buildSeed(NOW);
    expect(seed.guides.length).toBeGreaterThanOrEqual(60);
    expect(seed.travelAgencies.length).toBeGreaterThanOrEqual(40);
    expect(seed.lodgings.length).toBeGreaterThanOrEqual(60);
    expect(seed.police.length).toBeGreaterThanOrEqual(40);
    expect(seed.jurisdictions.length).toBeGreaterThanOrEqual(8);
    expect(seed.auditTrail).toEqual([]);
  });

  it('is the same on every build, without Math.random', () => {
    const random = vi.spyOn(Math, 'random');
    const pick = (data: Data) => Object.fromEntries(REGISTRIES.map((name) => [name, data[name]]));
    expect(pick(buildSeed(NOW))).toEqual(pick(buildSeed(NOW)));
    expect(random).not.toHaveBeenCalled();
  });

  it("passes the store's unique keys: every record inserts into an empty store", async () => {
    const seed = buildSeed(NOW);
    const empty: Data = { ...seed, ...Object.fromEntries(REGISTRIES.map((name) => [name, []])) };
    const store = createDataStore(empty);
    for (const name of REGISTRIES) {
      const repository = store[name] as { insert(item: unknown): Promise<unknown> };
      for (const record of seed[name]) await repository.insert(record);
      expect(await store[name].count()).toBe(seed[name].length);
    }
  });
});
