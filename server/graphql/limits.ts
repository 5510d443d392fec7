import { ApolloArmor } from '@escape.tech/graphql-armor';
import { answerSizeGate } from './answer-size';

/** The largest page a list argument (`first`, `size`, `limit`) may ask for. */
export const MAX_PAGE_SIZE = 100;

/**
 * Tokens are counted by graphql's own parser, before validation: the cheapest place to stop
 * field duplication. The playground's introspection query has under 200. (graphql-armor's token
 * plugin throws from a hook, which Apollo answers with a 500.)
 */
export const PARSE_OPTIONS = { maxTokens: 500 };

/**
 * The most values an anonymous operation's answer may hold, each list counted by its size
 * (graphql/answer-size.ts): the public page's numbers, offices and assistant with every field
 * count under 4,000, one icon set 2,500; thirty aliased icon sets (930 KB) count 75,000.
 */
export const ANONYMOUS_ANSWER_VALUES = 5000;

/**
 * Bounds on what one operation may ask for, counted through fragments too. Generous for real
 * screens and the playground's introspection, far below what abuse needs: the shape of the
 * operation (graphql-armor) and, without a sign-in, the size of its answer.
 */
export function operationLimits() {
  const armor = new ApolloArmor({
    // Introspection counts too: the playground's query is 13 levels deep, abuse goes far deeper.
    maxDepth: { n: 15, flattenFragments: true, ignoreIntrospection: false },
    maxAliases: { n: 30, allowList: [] },
    maxDirectives: { n: 30 },
    maxTokens: { enabled: false },
    costLimit: { maxCost: 3000, ignoreIntrospection: true, flattenFragments: true },
    blockFieldSuggestion: { enabled: false },
  }).protect();
  return {
    validationRules: armor.validationRules,
    plugins: [...armor.plugins, answerSizeGate(ANONYMOUS_ANSWER_VALUES)],
  };
}
