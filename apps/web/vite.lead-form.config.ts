import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * The public lead form, built on its own after the app (into the same dist, which it does not empty):
 * its chunks are tree-shaken for this page alone instead of sharing the app's (React, the session, the
 * whole of zod), so a visitor on a phone downloads only what the form uses.
 */
export default defineConfig({
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    sourcemap: false,
    manifest: '.vite/lead-form-manifest.json',
    rolldownOptions: {
      input: { 'lead-form': fileURLToPath(new URL('./lead-form.html', import.meta.url)) },
    },
  },
});
