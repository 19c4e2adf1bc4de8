import { TRACKING_LINKS_MSG as MSG } from '@intranet/shared/tracking-links/tracking-links.messages';
import { TRACKING_PATH, providerFlagOf } from '@intranet/shared/tracking-links/tracking-links.rules';
import type {
  Destination,
  DestinationFilterBody,
  QrFormat,
  TrackingLink,
  TrackingLinkFilterBody,
  TrackingLinkSaved,
} from '@intranet/shared/tracking-links/tracking-links.schemas';
import { withActor, type Db } from '../../db/client';
import { invalid, notFound } from '../../platform/http/errors';
import type { OpContext } from '../../platform/http/routes';
import { newCode } from './tracking-links.codes';
import { presentTrackingLink } from './tracking-links.presenter';
import { type LinkValues } from './tracking-links.repository';
import * as repo from './tracking-links.repository';
import type { LinkTargets } from './tracking-links.targets';

type LinkInput = { params: { chn: number; cmp: number; dst: number | null }; id_empresa: number };

/** `POST v1/vendas/tracking/url/filtro`: links newest first with their counts; `filtro.id` reads one. */
export async function listTrackingLinks(ctx: OpContext, body: TrackingLinkFilterBody): Promise<TrackingLink[]> {
  return (await repo.list(ctx.db, body?.filtro ?? {})).map(presentTrackingLink);
}

/** `POST v1/lead/tracking/destino/filtrado`: the destinations of a provider, active ones unless asked otherwise. */
export async function listDestinations(ctx: OpContext, body: DestinationFilterBody): Promise<Destination[]> {
  const filtro = body?.filtro ?? {};
  return repo.destinations(ctx.db, { id_empresa: filtro.id_empresa, ativo: filtro.ativo ?? true });
}

/**
 * The provider must exist; the campaign must be active and offered by it, the channel offered by it,
 * the destination one of its active pages. An edit may keep what the link already had.
 */
async function checkedValues(db: Db, input: LinkInput, current?: LinkValues): Promise<LinkValues> {
  const company = await repo.company(db, input.id_empresa);
  if (!company) throw invalid(MSG.providerNotFound, [{ path: 'id_empresa', message: MSG.providerNotFound }]);
  const flag = providerFlagOf(company.nome);
  const sameProvider = current?.id_empresa === input.id_empresa;
  const { chn, cmp, dst } = input.params;

  if (!(sameProvider && current?.id_campanha === cmp)) {
    const campaign = await repo.campaign(db, cmp);
    if (!campaign || !campaign.ativo || !flag || !campaign[flag])
      throw invalid(MSG.campaignUnavailable, [{ path: 'params.cmp', message: MSG.campaignUnavailable }]);
  }
  if (!(sameProvider && current?.id_canal === chn)) {
    const channel = await repo.channel(db, chn);
    if (!channel || !flag || !channel[flag])
      throw invalid(MSG.channelUnavailable, [{ path: 'params.chn', message: MSG.channelUnavailable }]);
  }
  if (dst !== null && !(sameProvider && current?.id_destino === dst)) {
    const destination = await repo.destination(db, dst);
    if (!destination || !destination.ativo || destination.id_empresa !== input.id_empresa) {
      throw invalid(MSG.destinationUnavailable, [{ path: 'params.dst', message: MSG.destinationUnavailable }]);
    }
  }
  return { id_empresa: input.id_empresa, id_campanha: cmp, id_canal: chn, id_destino: dst };
}

/**
 * `POST v1/vendas/tracking/url` ("Gerar link"): stores the link under a new random short code and
 * answers its public address, `{origin}/t/{codigo}`.
 */
export async function createTrackingLink(ctx: OpContext, input: LinkInput, origin: string): Promise<TrackingLinkSaved> {
  return withActor(ctx.db, ctx.actor.userId, async (tx) => {
    const values = await checkedValues(tx, input);
    // A collision of two random codes is all but impossible; the unique index has the last word.
    for (let attempt = 0; attempt < 5; attempt++) {
      const codigo = newCode();
      const row = await repo.insert(tx, {
        ...values,
        codigo,
        url: `${origin}${TRACKING_PATH}${codigo}`,
        id_usuario: ctx.actor.userId,
      });
      if (row) return row;
    }
    throw new Error('no free tracking code after 5 attempts');
  });
}

/** `PUT v1/vendas/tracking/url`: new params of a link; its address stays, where it leads changes at once. */
export async function updateTrackingLink(
  ctx: OpContext,
  body: { id: number; object: LinkInput },
  targets: LinkTargets,
): Promise<TrackingLinkSaved> {
  const saved = await withActor(ctx.db, ctx.actor.userId, async (tx) => {
    const current = await repo.attribution(tx, body.id);
    if (!current) throw notFound(MSG.notFound);
    const values = await checkedValues(tx, body.object, current);
    return repo.update(tx, body.id, { ...values, id_usuario: ctx.actor.userId });
  });
  if (!saved) throw notFound(MSG.notFound);
  targets.forget(saved.codigo);
  return saved;
}

/** The link's QR code (its public address) as a PNG or SVG file. */
export async function trackingLinkQrCode(
  ctx: OpContext,
  id: number,
  format: QrFormat,
): Promise<{ body: Buffer | string; type: string; name: string }> {
  const link = await repo.findSaved(ctx.db, id);
  if (!link) throw notFound(MSG.notFound);
  const name = `link-${link.codigo}.${format}`;
  // The QR encoder is loaded by the first code asked for, not by every server start.
  const { default: QRCode } = await import('qrcode');
  if (format === 'svg') {
    return {
      body: await QRCode.toString(link.url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }),
      type: 'image/svg+xml',
      name,
    };
  }
  return {
    body: await QRCode.toBuffer(link.url, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 512 }),
    type: 'image/png',
    name,
  };
}
