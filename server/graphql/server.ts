import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import type { GraphQLSchema } from 'graphql';
import type { Config } from '../config';
import type { Context } from '../context';
import { metricsPlugin } from '../metrics/graphql';
import { errorPlugin, formatError } from './errors';
import { introspectionGate } from './introspection';
import { operationLimits, PARSE_OPTIONS } from './limits';
import { oneAuthMutation } from './one-auth-mutation';
import { loadTypeDefs, resolvers } from './schema';
import { sharedOperations } from './shared';

/**
 * The Apollo server with every production setting stated explicitly rather than derived from
 * NODE_ENV: no stack traces, no batching, CSRF prevention on, no CDN landing page (the bundled
 * playground replaces it), suggestions hidden in production, operation limits.
 */
export function createGraphQLServer(
  config: Config,
  /** The root query fields whose answers may be shared (see graphql/shared.ts). */
  sharedFields: ReadonlySet<string> = new Set(),
): {
  server: ApolloServer<Context>;
  /** The executable schema, once the server has started (the authorization tests walk it). */
  schema(): GraphQLSchema;
} {
  const limits = operationLimits();
  let schema: GraphQLSchema | null = null;
  const keepSchema: ApolloServerPlugin<Context> = {
    async serverWillStart(service) {
      schema = service.schema;
    },
  };
  const server = new ApolloServer<Context>({
    typeDefs: loadTypeDefs(),
    resolvers,
    // The gate below decides per request; Apollo must not refuse introspection on its own.
    introspection: true,
    includeStacktraceInErrorResponses: false,
    hideSchemaDetailsFromClientErrors: config.graphql.hideSchemaDetails,
    allowBatchedHttpRequests: false,
    csrfPrevention: true,
    // main.ts owns shutdown: it drains HTTP first, then stops this, then flushes the store.
    stopOnTerminationSignals: false,
    parseOptions: PARSE_OPTIONS,
    validationRules: [...limits.validationRules, oneAuthMutation],
    formatError,
    plugins: [
      ApolloServerPluginLandingPageDisabled(),
      // No cache hints are used; left installed, it wraps every field resolver on every request.
      ApolloServerPluginCacheControlDisabled(),
      errorPlugin(),
      metricsPlugin(),
      introspectionGate((ctx) => config.graphql.introspectionForAnonymous || ctx.user !== null),
      ...limits.plugins,
      sharedOperations(sharedFields),
      keepSchema,
    ],
  });
  return {
    server,
    schema() {
      if (!schema) throw new Error('the GraphQL server has not started');
      return schema;
    },
  };
}
