import { ROULETTE_API as API } from '@intranet/shared/roulette/roulette.contract';
import { ROULETTE_PUBLIC_API as PUBLIC } from '@intranet/shared/roulette/roulette-public.contract';
import { filesPublic } from '../files/files.public';
import { notFound } from '../../platform/http/errors';
import { defineRoutes } from '../../platform/http/routes';
import { type LimitScope, perAddressLimit } from '../../platform/http/rate-limit-store';
import {
  createCampaign,
  createPrizes,
  deleteCampaign,
  deletePrizes,
  drawRaffle,
  getCampaign,
  getPrizes,
  getTheme,
  listCampaigns,
  listOwners,
  listParticipants,
  listRaffles,
  publicBackgroundFileId,
  publicCampaign,
  publicChallenge,
  resetCampaign,
  saveTheme,
  sendPhoneCode,
  setCampaignActive,
  spin,
  updateCampaign,
  updatePrizes,
} from './roulette.service';
import { guardKey } from './roulette.guards';

/** Spins of the public wheel per minute from one address. */
export const SPINS_PER_MINUTE = 10;
/** Reads of the public wheel's campaign (and its image, and challenges) per minute from one address. */
const READS_PER_MINUTE = 60;
/** SMS codes asked per minute from one address. */
const CODES_PER_MINUTE = 5;

const flag = (value: 'true' | 'false' | undefined) => (value === undefined ? undefined : value === 'true');

/** Roulette campaigns: the staff calls, and the public wheel's (rate limited per address). */
export const rouletteRoutes = defineRoutes('roulette', (r, app) => {
  const scale = app.config.rateLimitScale;
  const perAddress = (max: number, scope: LimitScope) => ({
    config: { rateLimit: perAddressLimit(scale * max, scope) },
  });

  r.on(API.list, (ctx) => listCampaigns(ctx));
  r.on(API.owners, (ctx) => listOwners(ctx));
  r.on(API.get, (ctx, { params }) => getCampaign(ctx, params.id, params.idOwner));
  r.on(API.create, (ctx, { body }) => createCampaign(ctx, body.object));
  r.on(API.update, (ctx, { params, body }) => updateCampaign(ctx, params.ownerId, params.campaignId, body.object));
  r.on(API.status, (ctx, { body }) => setCampaignActive(ctx, body.id_campanha, body.ativo));
  r.on(API.remove, (ctx, { params }) => deleteCampaign(ctx, params.campaignId, params.ownerId));
  r.on(API.reset, (ctx, { params }) => resetCampaign(ctx, params.campaignId));
  r.on(API.theme, (ctx, { params }) => getTheme(ctx, params.campaignId));
  r.on(API.createTheme, (ctx, { body }) => saveTheme(ctx, body.objects, 'create'));
  r.on(API.updateTheme, (ctx, { params, body }) => saveTheme(ctx, body.objects, { campaignId: params.campaignId }));
  r.on(API.prizes, (ctx, { params }) => getPrizes(ctx, params.campaignId));
  r.on(API.createPrizes, (ctx, { body }) => createPrizes(ctx, body.objects));
  r.on(API.updatePrizes, (ctx, { body }) => updatePrizes(ctx, body.objects));
  r.on(API.deletePrizes, (ctx, { body }) => deletePrizes(ctx, body.id_campanha, body.ids));
  r.on(API.raffles, (ctx, { params }) => listRaffles(ctx, params.campaignId));
  r.on(API.raffle, (ctx, { body }) => drawRaffle(ctx, body));
  r.on(API.participants, (ctx, { params, query }) =>
    listParticipants(ctx, params.campaignId, undefined, flag(query.erro)),
  );
  r.on(API.participantsOf, (ctx, { params, query }) =>
    listParticipants(ctx, params.campaignId, flag(params.isCustomer), flag(query.erro)),
  );

  r.on(PUBLIC.campaign, (ctx, { query }) => publicCampaign(ctx, query.url), perAddress(READS_PER_MINUTE, 'instance'));
  const key = guardKey(app.config.jwtSecret);
  r.on(
    PUBLIC.challenge,
    (ctx, { body }, { request }) => publicChallenge(ctx, body.url_campanha, { address: request.ip, key }),
    perAddress(READS_PER_MINUTE, 'instance'),
  );
  r.on(
    PUBLIC.code,
    (ctx, { body }, { request }) => sendPhoneCode(ctx, body, { address: request.ip, key }, app.sender),
    perAddress(CODES_PER_MINUTE, 'cluster'),
  );
  r.on(
    PUBLIC.spin,
    (ctx, { body }, { request }) => spin(ctx, body, { address: request.ip, key }),
    perAddress(SPINS_PER_MINUTE, 'cluster'),
  );
  r.on(
    PUBLIC.background,
    async (ctx, { query }, { reply }) => {
      const image = await filesPublic.image(ctx.db, app.storage, await publicBackgroundFileId(ctx, query.url));
      if (!image) throw notFound();
      return reply
        .type(image.mime)
        .header('content-length', image.body.length)
        .header('cache-control', 'public, max-age=300')
        .send(image.body);
    },
    perAddress(READS_PER_MINUTE, 'instance'),
  );
});
