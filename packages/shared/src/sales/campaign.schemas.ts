import { z } from 'zod';
import { SALES_MSG, SALES_NAME_MAX } from './sales.messages';

/** Sales campaign (marketing spec §3): a name and provider, API and active flags. */
export const campaignName = z
  .string({ error: SALES_MSG.nameRequired })
  .trim()
  .min(1, { error: SALES_MSG.nameRequired })
  .max(SALES_NAME_MAX, { error: SALES_MSG.nameTooLong });

const flags = {
  bitcom: z.boolean(),
  razao: z.boolean(),
  vetorial: z.boolean(),
  api: z.boolean(),
  ativo: z.boolean(),
};

/** Defaults of a new campaign (spec §4): provider flags false, active true, API false. */
export const CAMPAIGN_DEFAULTS = { bitcom: false, razao: false, vetorial: false, api: false, ativo: true } as const;

/** The form and the create call: a name plus flags, each flag defaulted. */
export const campaignInput = z.object({
  nome: campaignName,
  bitcom: flags.bitcom.default(CAMPAIGN_DEFAULTS.bitcom),
  razao: flags.razao.default(CAMPAIGN_DEFAULTS.razao),
  vetorial: flags.vetorial.default(CAMPAIGN_DEFAULTS.vetorial),
  api: flags.api.default(CAMPAIGN_DEFAULTS.api),
  ativo: flags.ativo.default(CAMPAIGN_DEFAULTS.ativo),
});
export type CampaignInput = z.input<typeof campaignInput>;
export type CampaignValues = z.output<typeof campaignInput>;

/** An edit changes any subset (the list's activate/deactivate sends only `ativo`). */
export const campaignPatch = z.object({
  nome: campaignName.optional(),
  bitcom: flags.bitcom.optional(),
  razao: flags.razao.optional(),
  vetorial: flags.vetorial.optional(),
  api: flags.api.optional(),
  ativo: flags.ativo.optional(),
});
export type CampaignPatch = z.input<typeof campaignPatch>;

/** `POST v1/vendas/campanha`: optional equality filters, newest first. */
export const campaignFilter = z.object({
  id: z.number().int().positive().optional(),
  ativo: z.boolean().optional(),
  bitcom: z.boolean().optional(),
  razao: z.boolean().optional(),
  vetorial: z.boolean().optional(),
});
export type CampaignFilter = z.infer<typeof campaignFilter>;

export const campaign = z.object({
  id: z.number(),
  nome: z.string(),
  ...flags,
  created_at: z.string(),
  updated_at: z.string(),
});
export type Campaign = z.infer<typeof campaign>;
