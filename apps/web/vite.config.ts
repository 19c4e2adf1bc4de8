import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/v1': 'http://localhost:3000', '/health': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // The bundle budget check (bench/web-bundle.mjs) reads the chunk graph from .vite/manifest.json.
    manifest: true,
    chunkSizeWarningLimit: 1500,
  },
});
