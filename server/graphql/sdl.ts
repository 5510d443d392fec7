import { buildASTSchema, type DocumentNode, type GraphQLSchema, Kind, parse } from 'graphql';
import { loadTypeDefs } from './schema';

/**
 * The schema the SDL files declare, without resolvers: for tools that read types (the REST docs,
 * validating example operations). Two areas may declare the same type, which the server merges
 * as Apollo does; here the first declaration is kept.
 */
export function sdlSchema(): GraphQLSchema {
  const seen = new Set<string>();
  const definitions = loadTypeDefs()
    .flatMap((sdl) => parse(sdl).definitions)
    .filter((node) => {
      if (!('name' in node) || !node.name || node.kind.endsWith('Extension')) return true;
      if (seen.has(node.name.value)) return false;
      seen.add(node.name.value);
      return true;
    });
  const document: DocumentNode = { kind: Kind.DOCUMENT, definitions };
  return buildASTSchema(document);
}
