import { availableParallelism } from 'node:os';
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
    // (test/other-instance.ts).
    isolate: false,
    // Never fewer than two workers (vitest's default is cores − 1, one on 2 cores): the main process
    // mostly waits, and on PostgreSQL so do the workers. On 2 cores two workers took 192 s against
    // 229 s on PGlite, 132 s against 156 s on PostgreSQL.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    globalSetup: ['./src/test/global-setup.ts'],
  },
});
