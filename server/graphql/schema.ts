import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  DateTimeResolver,
  JSONObjectResolver,
  JSONResolver,
  LocalDateResolver,
} from 'graphql-scalars';
import type { Resolvers } from '../../generated/graphql';
import { AREAS } from '../areas';
import { ROOT } from '../root';
import { version } from '../version';

const SCHEMA_DIR = join(ROOT, 'schema');

/** The SDL of every area, base first (it declares the roots the others extend). */
export function loadTypeDefs(dir = SCHEMA_DIR): string[] {
  const files = readdirSync(dir)
    .filter((file) => file.endsWith('.graphql'))
    .sort((a, b) => (a === 'base.graphql' ? -1 : b === 'base.graphql' ? 1 : a.localeCompare(b)));
  return files.map((file) => readFileSync(join(dir, file), 'utf8'));
}

const baseResolvers: Resolvers = {
  DateTime: DateTimeResolver,
  JSONObject: JSONObjectResolver,
  JSON: JSONResolver,
  LocalDate: LocalDateResolver,
  Query: {
    serverInfo: () => ({ version, time: new Date().toISOString() }),
  },
};

/** One resolver map per area; Apollo merges them. */
export const resolvers: Resolvers[] = [baseResolvers, ...AREAS.map((area) => area.resolvers)];
