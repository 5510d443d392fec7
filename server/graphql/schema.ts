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

/** The SDL files of the template's demo areas (their routes say `demo`). */
const DEMO_FILES: ReadonlySet<string> = new Set(
  AREAS.filter((area) => area.routes?.demo).map((area) => `${area.name}.graphql`),
);

/**
 * The SDL of every area: base first (it declares the roots the others extend), then the
 * product's areas, then the template's demo areas, each group by name. Root fields keep this
 * order, so the playground's Docs list the product's operations before the template's.
 */
export function loadTypeDefs(dir = SCHEMA_DIR): string[] {
  const rank = (file: string) => (file === 'base.graphql' ? 0 : DEMO_FILES.has(file) ? 2 : 1);
  const files = readdirSync(dir)
    .filter((file) => file.endsWith('.graphql'))
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  return files.map((file) => readFileSync(join(dir, file), 'utf8'));
}

const baseResolvers: Resolvers = {
  DateTime: DateTimeResolver,
  JSONObject: JSONObjectResolver,
  JSON: JSONResolver,
  LocalDate: LocalDateResolver,
  // GraphQL names allow no hyphen: the enum value zh_Hans is the language zh-Hans inside.
  Language: { zh_Hans: 'zh-Hans' },
  LocalizedText: {
    zhHans: (text) => text['zh-Hans'] ?? null,
  },
  LocalizedPhrases: {
    es: (phrases) => phrases.es ?? [],
    en: (phrases) => phrases.en ?? [],
    zhHans: (phrases) => phrases['zh-Hans'] ?? null,
  },
  Query: {
    serverInfo: () => ({ version, time: new Date().toISOString() }),
  },
};

/** One resolver map per area; Apollo merges them. */
export const resolvers: Resolvers[] = [baseResolvers, ...AREAS.map((area) => area.resolvers)];
