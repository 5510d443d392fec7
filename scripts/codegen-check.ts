import { execFileSync } from 'node:child_process';

// Regenerates generated/ and fails when the result differs from what git holds: generated code
// is committed, never edited, and must match the schema and the client's operations.
execFileSync('npx', ['graphql-codegen', '--config', 'codegen.ts', '--silent'], {
  stdio: 'inherit',
});
const changed = execFileSync('git', ['status', '--porcelain', '--', 'generated'], {
  encoding: 'utf8',
}).trim();
if (changed) {
  console.error(`generated/ is stale; run \`npm run codegen\` and commit the result:\n${changed}`);
  process.exit(1);
}
console.log('generated/ is up to date');
