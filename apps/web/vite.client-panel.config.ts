import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * The customers' page (the client panel and the financial home), built on its own after the app (into
 * the same dist, which it does not empty): its chunks are tree-shaken for this page alone, so a customer
 * on a phone downloads only what the panel's screens use.
 */
export default defineConfig({
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    sourcemap: false,
    manifest: '.vite/client-panel-manifest.json',
    rolldownOptions: {
      input: { 'client-panel': fileURLToPath(new URL('./client-panel.html', import.meta.url)) },
    },
  },
});
