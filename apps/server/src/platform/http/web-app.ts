import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { CAREERS_SITE_PATHS } from '@intranet/shared/careers/careers.rules';
import { CLIENT_PANEL_PATH, FINANCIAL_HOME_PATH } from '@intranet/shared/client-panel/client-panel.rules';
import { LEAD_FORM_PATH } from '@intranet/shared/leads/leads.rules';
import { ROULETTE_PUBLIC_PATH } from '@intranet/shared/roulette/roulette.rules';
import { SPONSORSHIP_PUBLIC_PATH } from '@intranet/shared/sponsorship/sponsorship.rules';

/** Built files whose names carry their content hash: a browser may keep them for good. */
const HASHED = 'public, max-age=31536000, immutable';
/** index.html names the current hashed files: a browser asks again (a 304 when unchanged) each time. */
const REVALIDATE = 'no-cache';
/** Other files of the build (the favicon …) keep their names from one release to the next. */
const UNHASHED = 'public, max-age=3600';

function cacheControlOf(dist: string, path: string): string {
  const file = relative(dist, path).replace(/\.(?:br|gz)$/, '');
  if (file.startsWith(`assets${sep}`)) return HASHED;
  return file.endsWith('.html') ? REVALIDATE : UNHASHED;
}

const under = (path: string, base: string) => path === base || path.startsWith(`${base}/`);

/**
 * Pages built as entries of their own, each for its paths (the public lead form, the prize wheel
 * and the public careers site load no admin shell).
 */
function pageOf(path: string): string {
  if (under(path, LEAD_FORM_PATH)) return 'lead-form.html';
  if (path.startsWith(`${ROULETTE_PUBLIC_PATH}/`)) return 'roulette.html';
  if (CAREERS_SITE_PATHS.some((base) => under(path, base))) return 'careers.html';
  if (under(path, CLIENT_PANEL_PATH) || under(path, FINANCIAL_HOME_PATH)) return 'client-panel.html';
  if (under(path, SPONSORSHIP_PUBLIC_PATH)) return 'sponsorship.html';
  return 'index.html';
}

/**
 * Serves the built web app; any unknown GET outside the API answers index.html (client routing), or
 * the page built for its path (lead-form.html for the public lead form, roulette.html for the prize wheel,
 * careers.html for the public vacancies, client-panel.html for the client panel and the financial home,
 * sponsorship.html for the public sponsorship request).
 * The build writes brotli and gzip copies beside the larger files (scripts/compress-assets.mjs): the
 * one the browser accepts is sent as it is.
 */
export async function registerWebApp(app: FastifyInstance, dist: string): Promise<void> {
  if (!existsSync(join(dist, 'index.html'))) {
    app.log.warn({ dist }, 'web app not built: run npm run build');
    return;
  }
  await app.register(fastifyStatic, {
    root: dist,
    wildcard: false,
    // The compressed copies are reached through their original's name only.
    globIgnore: ['**/*.br', '**/*.gz'],
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, path) => reply.header('cache-control', cacheControlOf(dist, path)),
  });
  // A catch-all GET route rather than a second not-found handler (the error handler owns that one).
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const apiPath =
      request.url.startsWith('/v1') || request.url.startsWith('/docs') || request.url.startsWith('/health');
    if (!apiPath && (request.headers.accept ?? '').includes('text/html')) {
      return reply.header('cache-control', REVALIDATE).sendFile(pageOf(request.url.split('?')[0]));
    }
    return reply.status(404).send({ error: 'not_found', message: 'Dados não encontrados.' });
  });
}
