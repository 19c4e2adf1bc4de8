import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Globals stubbed by a test (fetch, mostly) are put back before the next one.
    unstubGlobals: true,
    css: false,
    testTimeout: 20_000,
  },
});
