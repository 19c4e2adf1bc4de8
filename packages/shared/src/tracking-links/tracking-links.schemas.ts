import { z } from 'zod';
import { idField as idOf } from '../onboarding/common.schemas';
import { MSG } from '../validation/messages';

/** The register/edit form (spec §5 "Tracking link"): provider, campaign and channel required, destination optional. */
export const trackingLinkForm = z.object({
  id_empresa: idOf(MSG.required),
  cmp: idOf(MSG.required),
  chn: idOf(MSG.required),
  dst: idOf().nullish(),
});
export type TrackingLinkForm = z.input<typeof trackingLinkForm>;

/** `params` of a link as the spec names them: channel, campaign, destination. */
export const trackingParams = z.object({
  chn: trackingLinkForm.shape.chn,
  cmp: trackingLinkForm.shape.cmp,
  dst: trackingLinkForm.shape.dst.transform((v) => v ?? null),
});
export type TrackingParams = z.input<typeof trackingParams>;

/** `POST v1/vendas/tracking/url`: the link's params and provider (the creator is the caller). */
export const trackingLinkInput = z.object({ params: trackingParams, id_empresa: trackingLinkForm.shape.id_empresa });
export type TrackingLinkInput = z.input<typeof trackingLinkInput>;

/** `PUT v1/vendas/tracking/url`: the link and its new values. */
export const trackingLinkUpdateBody = z.object({ id: idOf(), object: trackingLinkInput });
export type TrackingLinkUpdateBody = z.input<typeof trackingLinkUpdateBody>;

/** `POST v1/vendas/tracking/url/filtro`: every link, or one (`id`), or a provider's. */
export const trackingLinkFilterBody = z
  .object({ filtro: z.object({ id: idOf().optional(), id_empresa: idOf().optional() }).optional() })
  .nullish();
export type TrackingLinkFilterBody = z.input<typeof trackingLinkFilterBody>;

const named = z.object({ nome: z.string() });

/** A link as the list answers it, with its names and its counts (clicks of people, of bots, and leads). */
export const trackingLink = z.object({
  id: z.number(),
  codigo: z.string(),
  url: z.string(),
  params: z.object({ chn: z.number(), cmp: z.number(), dst: z.number().nullable() }),
  id_empresa: z.number(),
  id_usuario: z.number().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  empresa: named,
  campanha: named,
  canal: named,
  destino: z.object({ nome: z.string(), url: z.string() }).nullable(),
  usuario: named.nullable(),
  cliques: z.number(),
  cliques_bot: z.number(),
  leads: z.number(),
});
export type TrackingLink = z.infer<typeof trackingLink>;

export const trackingLinkListResponse = z.object({ vendas_tracking_url: z.array(trackingLink) });
export type TrackingLinkListResponse = z.infer<typeof trackingLinkListResponse>;

/** What generating or editing a link answers: its short public address. */
export const trackingLinkSaved = z.object({ id: z.number(), codigo: z.string(), url: z.string() });
export type TrackingLinkSaved = z.infer<typeof trackingLinkSaved>;
export const trackingLinkCreateResponse = z.object({ insert_vendas_tracking_url_one: trackingLinkSaved });
export const trackingLinkUpdateResponse = z.object({ update_vendas_tracking_url_by_pk: trackingLinkSaved });

/** A page of a provider's site that links may lead to (`vendas_destino`). */
export const destination = z.object({
  id: z.number(),
  nome: z.string(),
  url: z.string(),
  id_empresa: z.number(),
  ativo: z.boolean(),
});
export type Destination = z.infer<typeof destination>;

/** `POST v1/lead/tracking/destino/filtrado`: a provider's destinations (active ones unless `ativo` says otherwise). */
export const destinationFilterBody = z
  .object({ filtro: z.object({ id_empresa: idOf().optional(), ativo: z.boolean().optional() }).optional() })
  .nullish();
export type DestinationFilterBody = z.input<typeof destinationFilterBody>;
export const destinationListResponse = z.object({ vendas_destino: z.array(destination) });

/** The QR code of a link, as an image to download. */
export const QR_FORMATS = ['png', 'svg'] as const;
export type QrFormat = (typeof QR_FORMATS)[number];
export const qrParams = z.object({ id: z.coerce.number({ error: MSG.invalidData }).pipe(idOf()) });
export const qrQuery = z.object({ formato: z.enum(QR_FORMATS, { error: MSG.invalidData }).default('png') });
