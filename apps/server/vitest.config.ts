import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { NODE_ENV: 'test' },
    pool: 'forks',
    // A worker runs its test files one after another on the modules it has loaded, instead of a new
    // process loading the whole app for each file (about 2 s of a file's 3–4 s on a busy 2-core
    // machine). Each file still gets its own database and its own app; what a module keeps in its own
    // memory is shared, and a test that needs a second instance's own modules loads them anew
    // (test/other-instance.ts). maxWorkers stays vitest's default (cores − 1: one worker on 2 cores,
    // measured faster there than two or three on both databases).
    isolate: false,
    globalSetup: ['./src/test/global-setup.ts'],
  },
});
