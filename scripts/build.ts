import { buildClient } from './lib/client-build';
import { buildServer } from './lib/server-build';

// `npm run build`: the web client (three pages) into dist/client, the server into dist/server.
buildClient();
console.log('Client built into dist/client');
buildServer();
console.log('Server built into dist/server');
