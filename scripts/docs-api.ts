import { writeFileSync } from 'node:fs';
import { API_DOCS_FILE, apiDocs } from './lib/api-docs';

// Writes docs/api.md from the REST route table; a test fails when the committed file differs.
writeFileSync(API_DOCS_FILE, apiDocs());
console.log(`wrote ${API_DOCS_FILE}`);
