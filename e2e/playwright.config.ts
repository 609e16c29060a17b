import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_PATH } from './support/chromium';
import { OUTPUT_DIR } from './support/paths';

/** Debian's Chromium (CI installs it with apt); Playwright never downloads a browser here. */
const chromium = {
  executablePath: CHROMIUM_PATH,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/** The table journeys: a phone held at the table. */
const phone = {
  viewport: { width: 360, height: 740 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  userAgent: devices['Pixel 5'].userAgent,
  screen: { width: 360, height: 740 },
};

export default defineConfig({
  testDir: '.',
  outputDir: OUTPUT_DIR,
  globalSetup: './global-setup.ts',
  // Two cores: two browsers at once, the server and the emulator share the rest.
  workers: 2,
  fullyParallel: false,
  forbidOnly: true,
  // One retry, only to tell a flaky test from a broken one in the report: a test that needed it still fails
  // the run (an intermittent regression, such as a double submit that fails one run in two, must not pass).
  retries: 1,
  failOnFlakyTests: true,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    launchOptions: chromium,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    // The app's service worker answers API reads from its cache when the network fails, out of reach of
    // `page.route` (the fault injections of the hardening specs): only the offline journey, which is
    // about it, lets it register (`test.use({ serviceWorkers: 'allow' })` in journeys/07).
    serviceWorkers: 'block',
  },
  // Projects are dispatched in this order: Google last, so the emulator has the longest time to start.
  projects: [
    { name: 'desktop', testMatch: /journeys\/.*\.desktop\.spec\.ts$/, use: devices['Desktop Chrome'] },
    { name: 'phone', testMatch: /(journeys\/.*\.phone|routes)\.spec\.ts$/, use: phone },
    // Attacks and faults on the client (docs/reliability.md): hostile pseudos, failing API and chunks.
    { name: 'hardening', testMatch: /hardening\/.*\.spec\.ts$/, use: phone },
    { name: 'google', testMatch: /journeys\/.*\.google\.spec\.ts$/, use: phone },
  ],
});
