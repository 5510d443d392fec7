import { buildClient, clientBuildIsCurrent } from './lib/client-build';
import { buildServer, serverBuildIsCurrent } from './lib/server-build';

// `npm start`, first half: builds the client and the server when their sources changed since the
// last build. The second half runs the built server with plain Node (see package.json).
if (!clientBuildIsCurrent()) {
  console.log('Building the web client (first start or sources changed)…');
  buildClient();
}
if (!serverBuildIsCurrent()) {
  console.log('Building the server (first start or sources changed)…');
  buildServer();
}
