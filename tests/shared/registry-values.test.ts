import { readdirSync, readFileSync } from 'node:fs';
import { Kind, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import {
  LODGING_CATEGORIES,
  LODGING_CLASSES,
  LODGING_STATUSES,
  OFFICER_STATUSES,
  POLICE_RANKS,
} from '../../shared/registry-values';

// The enums as the schema's files declare them: read one by one, no schema built, so a type a
// file names from another does not matter here.
const SCHEMA_DIR = new URL('../../schema/', import.meta.url);
const ENUMS = new Map<string, string[]>();
for (const name of readdirSync(SCHEMA_DIR).filter((file) => file.endsWith('.graphql'))) {
  for (const definition of parse(readFileSync(new URL(name, SCHEMA_DIR), 'utf8')).definitions) {
    if (definition.kind === Kind.ENUM_TYPE_DEFINITION) {
      ENUMS.set(
        definition.name.value,
        (definition.values ?? []).map((value) => value.name.value),
      );
    }
  }
}

function enumValues(name: string): string[] {
  const values = ENUMS.get(name);
  if (!values) throw new Error(`${name} is not an enum of the schema`);
  return values;
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
