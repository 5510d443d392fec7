import { createRequire } from 'node:module';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';
import { publicPagePreact } from './client/vite/public-preact.ts';

const require = createRequire(import.meta.url);
const PUBLIC_PAGE_TESTS = [
  'tests/client/public/hydration.test.ts',
  'tests/client/public/incidents/**/*.test.{ts,tsx}',
];
/**
 * API suites that run on PostgreSQL too: the registries and their overview and expiry notices,
 * auth and sessions, one template area, the caps on what one account creates, the incident
 * reports, the alerts.
 */
const POSTGRES_API_TESTS = [
  'tests/server/registry/**/*.test.ts',
  'tests/server/areas/overview/**/*.test.ts',
  'tests/server/areas/notifications/expiry-notices.test.ts',
  'tests/server/security/record-caps.test.ts',
  'tests/server/areas/{guides,lodgings}/service.test.ts',
  'tests/server/areas/police/police-and-jurisdictions.test.ts',
  'tests/server/areas/jurisdictions/{hours,whatsapp}.test.ts',
  'tests/server/areas/users/**/*.test.ts',
  'tests/server/areas/auth/**/*.test.ts',
  'tests/server/areas/inventory/**/*.test.ts',
  'tests/server/areas/incidents/{report,workflow,retention,abandoned,notifications,overview,export,closed-office}.test.ts',
  'tests/server/areas/directory/import.test.ts',
  'tests/server/areas/directory/lodgings-import.test.ts',
  'tests/server/areas/directory/preview-bounds.test.ts',
  'tests/server/areas/directory/undo.test.ts',
  'tests/server/areas/directory/marks.test.ts',
  'tests/server/areas/alerts/*.test.ts',
  'tests/server/areas/alerts/feed/served.test.ts',
];

/**
 * Tests that start the server or a script in a child process, as `npm start` and `npm run` do:
 * each child compiles the server through tsx or opens a store of its own, a core's work for 3-6 s
 * on a 2-core machine. They run last, two at a time: three of them at once beside other files
 * took six times as long.
 */
const PROCESS_TESTS = [
  'tests/scripts/{db-backup,db-copy,db-reset,directory-import,users-set-password}.test.ts',
  'tests/server/{main,main-drain,npm-start}.test.ts',
  'tests/server/metrics/served.test.ts',
  'tests/server/postgres/{balancer,crash,drain}.test.ts',
  'tests/server/store/{crash,crash-api,lock}.test.ts',
];

export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: ONE on a 2-core machine, and the whole
    // run went file after file (17 minutes). The projects run in three groups, one after another,
    // each with the workers that keep two cores busy without starving a test: server files wait
    // on PostgreSQL and sockets (under a core each), three at once; client files render pages
    // and use a whole core, two at once; then the tests that start processes, two at once.
    maxWorkers: 3,
    projects: [
      {
        // Vite would resolve graphql's ESM build for our code while Apollo loads the CommonJS
        // one: two GraphQLError classes, and instanceof fails. Node itself loads one, as here.
        resolve: { alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }] },
        // The server renders the tourists' page with Preact, as the build does.
        plugins: [publicPagePreact()],
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts', 'tests/scripts/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...PROCESS_TESTS],
          // A throwaway PostgreSQL server for the PostgreSQL store's tests.
          globalSetup: ['tests/support/postgres-server.ts'],
          setupFiles: ['tests/support/test-file-setup.ts'],
          pool: 'forks',
          // Files share their worker's modules: the server's graph is imported once per worker,
          // not once per file (it was a third of the run). Each file builds its own app and store.
          isolate: false,
        },
      },
      {
        resolve: { alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }] },
        plugins: [publicPagePreact()],
        test: {
          name: 'server-processes',
          environment: 'node',
          include: PROCESS_TESTS,
          sequence: { groupOrder: 2 },
          maxWorkers: 2,
          globalSetup: ['tests/support/postgres-server.ts'],
          setupFiles: ['tests/support/test-file-setup.ts'],
          pool: 'forks',
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The API suites of the registries, auth and a template area again, on PostgreSQL.
        resolve: { alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }] },
        plugins: [publicPagePreact()],
        test: {
          name: 'server-postgres',
          environment: 'node',
          include: POSTGRES_API_TESTS,
          env: { TEST_STORE: 'postgres' },
          globalSetup: ['tests/support/postgres-server.ts'],
          setupFiles: ['tests/support/test-file-setup.ts'],
          pool: 'forks',
          isolate: false,
          // Each test copies a seeded database and opens its pool: 2-3.5 s on a busy 2-core
          // machine, where the default 5 s left no margin.
          testTimeout: 15_000,
        },
      },
      {
        // The rules shared by server and client: plain functions, no DOM.
        test: {
          name: 'shared',
          environment: 'node',
          sequence: { groupOrder: 1 },
          maxWorkers: 2,
          include: ['tests/shared/**/*.test.ts'],
        },
      },
      {
        // The tourists' page as it ships: rendered by the server and hydrated, both with Preact.
        plugins: [publicPagePreact()],
        test: {
          name: 'public-page',
          environment: 'happy-dom',
          sequence: { groupOrder: 1 },
          maxWorkers: 2,
          include: PUBLIC_PAGE_TESTS,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'client',
          environment: 'happy-dom',
          sequence: { groupOrder: 1 },
          maxWorkers: 2,
          setupFiles: ['tests/support/client-setup.ts'],
          include: ['tests/client/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...PUBLIC_PAGE_TESTS],
          // Whole pages (router, Apollo, antd) render slowly in happy-dom on a busy 2-core machine.
          testTimeout: 15_000,
        },
      },
    ],
  },
});
