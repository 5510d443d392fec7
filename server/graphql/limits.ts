import { ApolloArmor } from '@escape.tech/graphql-armor';

/** The largest page a list argument (`first`, `size`, `limit`) may ask for. */
export const MAX_PAGE_SIZE = 100;

/**
 * Tokens are counted by graphql's own parser, before validation: the cheapest place to stop
 * field duplication. The playground's introspection query has under 200. (graphql-armor's token
 * plugin throws from a hook, which Apollo answers with a 500.)
 */
export const PARSE_OPTIONS = { maxTokens: 500 };

/**
 * Bounds on what one operation may ask for, counted through fragments too. Generous for real
 * screens and the playground's introspection, far below what abuse needs.
 */
export function operationLimits() {
  return new ApolloArmor({
    // Introspection counts too: the playground's query is 13 levels deep, abuse goes far deeper.
    maxDepth: { n: 15, flattenFragments: true, ignoreIntrospection: false },
    maxAliases: { n: 30, allowList: [] },
    maxDirectives: { n: 30 },
    maxTokens: { enabled: false },
    costLimit: { maxCost: 3000, ignoreIntrospection: true, flattenFragments: true },
    blockFieldSuggestion: { enabled: false },
  }).protect();
}
