import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, SYSTEM_CHROMIUM } from './scripts/lib/chromium';

// Debian's Chromium where it is installed (browsers cannot be downloaded here), else Playwright's.
const executablePath = existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined;

export default defineConfig({
  testDir: 'e2e',
  // Tests run against servers of their own, never the developer's: the build is made once, then
  // each worker starts the built server on a free port over a fresh store (e2e/support/test.ts).
  globalSetup: './e2e/support/build.ts',
  // The tests of one file run in order in one worker; files are shared among the workers, each
  // with its browser and its server. A worker keeps about two cores busy (Chromium drawing the
  // staff pages, the server answering): on a 2-core machine two workers ran fewer tests a
  // minute than one and pushed tests past their timeouts.
  fullyParallel: false,
  workers: Math.max(1, Math.floor(availableParallelism() / 2)),
  forbidOnly: Boolean(process.env.CI),
  // No retries: a test that fails once has a cause to find, not a second chance.
  retries: 0,
  // A staff page drawing its first table on a busy 2-core machine took over 5 s (the default
  // wait) while the same page takes about 1 s on a quiet one: each wait gets room, no retries.
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
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
});
