import { defineConfig } from '@playwright/test';

/** Browser tests across modules, in Debian's Chromium (never a downloaded browser), against the built store. */
export default defineConfig({
  testDir: './tests',
  // One worker: the tests share one API and database, and this machine has two cores.
  workers: 1,
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  use: {
    baseURL: 'http://localhost:3000',
    serviceWorkers: 'block',
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
});
