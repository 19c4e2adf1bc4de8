import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * The public sponsorship request, built on its own after the app (into the same dist, which it does not empty):
 * its chunks are tree-shaken for this page alone instead of sharing the app's (React, the session, the
 * whole of zod), so an organizer on a phone downloads only what the form uses.
 */
export default defineConfig({
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    sourcemap: false,
    manifest: '.vite/sponsorship-manifest.json',
    rolldownOptions: {
      input: { sponsorship: fileURLToPath(new URL('./sponsorship.html', import.meta.url)) },
    },
  },
});
