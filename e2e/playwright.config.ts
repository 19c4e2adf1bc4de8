import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT || 3210);

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 90_000,
  // Generous: under a loaded machine a lazy screen's chunk and its first call can take seconds.
  expect: { timeout: 20_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    viewport: { width: 1366, height: 768 },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node scripts/start-server.mjs',
    url: `http://localhost:${port}/health`,
    // The demo seed of every area runs before the server answers; a loaded machine needs minutes.
    timeout: 300_000,
    reuseExistingServer: false,
  },
});
