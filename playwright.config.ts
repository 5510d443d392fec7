import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, SYSTEM_CHROMIUM } from './scripts/lib/chromium';

// Tests run against their own server, port and store, never the developer's.
const PORT = Number(process.env.E2E_PORT ?? 4310);
export const E2E_DB_FILE = join(tmpdir(), `turismo-seguro-e2e-${PORT}`, 'db.json');

// Debian's Chromium where it is installed (browsers cannot be downloaded here), else Playwright's.
const executablePath = existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  // No retries: a test that fails once has a cause to find, not a second chance.
  retries: 0,
  // A staff page drawing its first table on a busy 2-core machine took over 5 s (the default
  // wait) while the same page takes about 1 s on a quiet one: each wait gets room, no retries.
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // As people who ask their system for less motion: menus and drawers appear in place, so a
    // click never lands on an item that is still sliding in.
    reducedMotion: 'reduce',
    // A Spanish-speaking visitor by default (the public page follows the browser's languages);
    // tests of other languages set their own.
    locale: 'es-PE',
    // A laptop left on another zone than Cusco's, as a visiting volunteer's: the staff
    // application must still show every time on Cusco's clock (America/Lima).
    timezoneId: 'Europe/Madrid',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath,
          args: CHROMIUM_FLAGS,
        },
      },
    },
  ],
  webServer: {
    // Like `npm start`: builds when stale, then the compiled server with plain Node.
    command:
      'node --import tsx e2e/support/server.ts && node --enable-source-maps dist/server/main.js',
    url: `http://localhost:${PORT}/api/public/emergency-contacts`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { PORT: String(PORT), DB_FILE: E2E_DB_FILE, LOG_LEVEL: 'warn' },
  },
});
