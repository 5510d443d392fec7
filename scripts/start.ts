import { buildClient, clientBuildIsCurrent } from './lib/client-build';

// `npm start`: builds the client when its sources changed since the last build, then serves.
if (!clientBuildIsCurrent()) {
  console.log('Building the web client (first start or sources changed)…');
  buildClient();
}
await import('../server/main');
