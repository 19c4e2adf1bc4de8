import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * The public careers site, built on its own after the app (into the same dist, which it does not
 * empty): its chunks are tree-shaken for this page alone, so a candidate on a phone downloads only
 * what the vacancy list and page use.
 */
export default defineConfig({
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    sourcemap: false,
    manifest: '.vite/careers-manifest.json',
    rolldownOptions: {
      input: { careers: fileURLToPath(new URL('./careers.html', import.meta.url)) },
    },
  },
});
