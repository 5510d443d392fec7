import { buildClient } from './lib/client-build';

// `npm run build`: the web client (three pages) into dist/client.
buildClient();
console.log('Client built into dist/client');
