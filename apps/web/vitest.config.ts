import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { iconsOneByOne } from './src/test/icons-one-by-one';

export default defineConfig({
  plugins: [react(), iconsOneByOne()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // fresh-file.ts first: each test file starts from a clean page and re-evaluates our modules.
    setupFiles: ['./src/test/fresh-file.ts', './src/test/setup.ts'],
    // Each file in a fresh worker. Kept from file to file (isolate: false), a worker saved the loading of
    // antd, React and jsdom, but a library's late clean-up of one file (a node removed after the page was
    // reset) then failed in the next file now and then: a flaky suite costs more than the load.
    isolate: true,
    // Every core: vitest's default leaves one idle (one worker on a 2-core machine).
    maxWorkers: '100%',
    // A larger young generation: rendering antd screens allocates fast, and collecting it took a tenth of the time.
    // A V8 flag, so the workers are processes (threads refuse it).
    pool: 'forks',
    execArgv: ['--max-semi-space-size=32'],
    // Globals stubbed by a test (fetch, mostly) are put back before the next one.
    unstubGlobals: true,
    css: false,
    testTimeout: 20_000,
  },
});
