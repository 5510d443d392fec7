/**
 * The reference for `npm run bench`: Express alone (GET /rest) and Apollo Server on Express with
 * this project's schema (POST /graphql), with nothing else (no sign-in, logging, security
 * headers or store), answering the products page from a list made once. Their requests per
 * second are the most the REST and GraphQL cases could reach on the same machine; the gap to the
 * real cases is what this project's own layers cost. Prints its address once listening; stopped
 * with SIGTERM.
 */
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import express from 'express';
import { toProductPage } from '../server/areas/inventory/view';
import { buildSeed } from '../server/data';
import { loadTypeDefs } from '../server/graphql/schema';
import { templatePage } from '../server/template/pagination';

const products = buildSeed().inventoryProducts;
const page = toProductPage(
  templatePage({ items: products.slice(0, 10), total: products.length }, 1, 10),
);
const graphql = new ApolloServer({
  typeDefs: loadTypeDefs(),
  resolvers: { Query: { products: () => page } },
  plugins: [ApolloServerPluginCacheControlDisabled()],
});
await graphql.start();
const app = express();
app.get('/rest', (_req, res) => {
  res.json(page);
});
app.use('/graphql', express.json(), expressMiddleware(graphql));
const server = app.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (address && typeof address === 'object') console.log(`http://localhost:${address.port}`);
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
