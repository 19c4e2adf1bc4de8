import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/** The public lead form is a page of its own (lead-form.html, built by vite.lead-form.config.ts). */
const LEAD_FORM_PATH = '/leads/external/register';
/** The public prize wheel too (roulette.html, built by vite.roulette.config.ts), at /roleta{url_campanha}. */
const ROULETTE_PATH = '/roleta';
/** The public careers site is a page of its own too (careers.html, built by vite.careers.config.ts). */
const CAREERS_PATHS = ['/careers/list', '/careers/role'];
/** The customers' page (client-panel.html, built by vite.client-panel.config.ts): the client panel and the financial home. */
const CUSTOMER_PATHS = ['/client-panel', '/financial/home'];
/** The public sponsorship request (sponsorship.html, built by vite.sponsorship.config.ts). */
const SPONSORSHIP_PATH = '/patrocinios';

/** In development, the lead form's and the wheel's addresses open their pages, as the server does in production. */
function leadFormPages(): Plugin {
  return {
    name: 'lead-form-pages',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        const path = request.url?.split('?')[0] ?? '';
        if (path === LEAD_FORM_PATH || path.startsWith(`${LEAD_FORM_PATH}/`))
          request.url = `/lead-form.html${request.url!.slice(path.length)}`;
        else if (path.startsWith(`${ROULETTE_PATH}/`)) request.url = `/roulette.html${request.url!.slice(path.length)}`;
        else if (CAREERS_PATHS.some((p) => path === p || path.startsWith(`${p}/`)))
          request.url = `/careers.html${request.url!.slice(path.length)}`;
        else if (CUSTOMER_PATHS.some((p) => path === p || path.startsWith(`${p}/`)))
          request.url = `/client-panel.html${request.url!.slice(path.length)}`;
        else if (path === SPONSORSHIP_PATH || path.startsWith(`${SPONSORSHIP_PATH}/`))
          request.url = `/sponsorship.html${request.url!.slice(path.length)}`;
        next();
      });
    },
  };
}

export default defineConfig({
  plugins: [react(), leadFormPages()],
  server: {
    port: 5173,
    proxy: {
      '/v1': 'http://localhost:3000',
      '/health': 'http://localhost:3000',
      '/t/': 'http://localhost:3000',
      '/cal/': 'http://localhost:3000',
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // The bundle budget check (bench/web-bundle.mjs) reads the chunk graph from .vite/manifest.json.
    manifest: true,
    chunkSizeWarningLimit: 1500,
  },
});
