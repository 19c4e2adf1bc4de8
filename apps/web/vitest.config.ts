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
    // Workers kept from file to file: antd, React and jsdom load once per worker, not once per file
    // (fresh-file.ts puts back what a file could leave behind). A test file never empties the whole body:
    // a library's late clean-up of the previous file (antd's image preview removing its canvas) would
    // find its node gone and fail in this one.
    isolate: false,
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
