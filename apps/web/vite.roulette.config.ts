import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * The public prize wheel, built on its own after the app (into the same dist, which it does not empty):
 * its chunks are tree-shaken for this page alone instead of sharing the app's (React, the session, the
 * whole of zod), so a visitor on a phone downloads only what the wheel uses.
 */
export default defineConfig({
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    sourcemap: false,
    manifest: '.vite/roulette-manifest.json',
    rolldownOptions: {
      input: { roulette: fileURLToPath(new URL('./roulette.html', import.meta.url)) },
    },
  },
});
