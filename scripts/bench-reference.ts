/**
 * The reference for `npm run bench`: Apollo Server on Express with this project's schema and
 * nothing else (no sign-in, logging, security headers or store), answering the products page
 * from a list made once. Its requests per second are the most the GraphQL case could reach on
 * the same machine; the gap to the real case is what this project's own layers cost.
 * Prints its address once listening; stopped with SIGTERM.
 */
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import express from 'express';
import { toProductPage } from '../server/areas/inventory/view';
import { loadTypeDefs } from '../server/graphql/schema';
import { buildSeed } from '../server/store/seed';
import { templatePage } from '../server/template/pagination';

const products = buildSeed().inventoryProducts;
const page = toProductPage(templatePage(products, 1, 10));
const graphql = new ApolloServer({
  typeDefs: loadTypeDefs(),
  resolvers: { Query: { products: () => page } },
  plugins: [ApolloServerPluginCacheControlDisabled()],
});
await graphql.start();
const app = express();
app.use('/graphql', express.json(), expressMiddleware(graphql));
const server = app.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (address && typeof address === 'object') console.log(`http://localhost:${address.port}`);
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
