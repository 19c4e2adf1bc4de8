import type { FastifyReply } from 'fastify';

const NOT_FOUND_PAGE =
  '<!doctype html><html lang="pt-BR"><meta charset="utf-8"><meta name="viewport" content="width=device-width">' +
  '<title>Link não encontrado</title><p style="font-family:sans-serif;text-align:center;margin-top:20vh">Link não encontrado.</p></html>';

/** Whether a request's address is a tracking link's (`/t/{codigo}`, anything below `/t`). */
export const isTrackingLinkPath = (url: string) => /^\/t(?:[/?#]|$)/.test(url);

/** The page a visitor sees for a link that does not exist, whatever its address holds: never cached. */
export function sendLinkNotFound(reply: FastifyReply): FastifyReply {
  return reply.status(404).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(NOT_FOUND_PAGE);
}
