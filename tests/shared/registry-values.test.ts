import { readFileSync } from 'node:fs';
import { buildSchema, isEnumType } from 'graphql';
import { describe, expect, it } from 'vitest';
import {
  LODGING_CATEGORIES,
  LODGING_CLASSES,
  LODGING_STATUSES,
  OFFICER_STATUSES,
  POLICE_RANKS,
} from '../../shared/registry-values';

const sdl = ['base', 'directory', 'lodgings', 'police', 'jurisdictions']
  .map((name) => readFileSync(new URL(`../../schema/${name}.graphql`, import.meta.url), 'utf8'))
  .join('\n');
const schema = buildSchema(sdl);

function enumValues(name: string): string[] {
  const type = schema.getType(name);
  if (!isEnumType(type)) throw new Error(`${name} is not an enum of the schema`);
  return type.getValues().map((value) => value.name);
}

describe('the ordered enum values the server sorts by and the forms offer', () => {
  it.each([
    ['PoliceRank', POLICE_RANKS],
    ['OfficerStatus', OFFICER_STATUSES],
    ['LodgingClass', LODGING_CLASSES],
    ['LodgingCategory', LODGING_CATEGORIES],
    ['LodgingStatus', LODGING_STATUSES],
  ])('hold every value of %s exactly once', (name, values) => {
    expect([...values].sort()).toEqual(enumValues(name).sort());
  });

  it('order the ranks from Suboficial de Tercera to Coronel', () => {
    expect(POLICE_RANKS[0]).toBe('SUBOFICIAL_TERCERA');
    expect(POLICE_RANKS.indexOf('ALFEREZ')).toBeGreaterThan(
      POLICE_RANKS.indexOf('SUBOFICIAL_BRIGADIER'),
    );
    expect(POLICE_RANKS.at(-1)).toBe('CORONEL');
  });
});
