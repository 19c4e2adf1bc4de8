import { z } from 'zod';
import { SALES_MSG, SALES_NAME_MAX } from './sales.messages';

/** Sales channel (marketing spec §3); `public` is shown under the label API. */
export const channelName = z
  .string({ error: SALES_MSG.nameRequired })
  .trim()
  .min(1, { error: SALES_MSG.nameRequired })
  .max(SALES_NAME_MAX, { error: SALES_MSG.nameTooLong });

const flags = {
  bitcom: z.boolean(),
  razao: z.boolean(),
  vetorial: z.boolean(),
  public: z.boolean(),
  ativo: z.boolean(),
};

/** Defaults of a new channel (spec §4): active true, the other flags false. */
export const CHANNEL_DEFAULTS = { bitcom: false, razao: false, vetorial: false, public: false, ativo: true } as const;

/** Paid-media channels the campaign results are limited to (spec §9). */
export const RESULT_CHANNEL_NAMES = ['Facebook', 'Google'] as const;

export const channelInput = z.object({
  nome: channelName,
  bitcom: flags.bitcom.default(CHANNEL_DEFAULTS.bitcom),
  razao: flags.razao.default(CHANNEL_DEFAULTS.razao),
  vetorial: flags.vetorial.default(CHANNEL_DEFAULTS.vetorial),
  public: flags.public.default(CHANNEL_DEFAULTS.public),
  ativo: flags.ativo.default(CHANNEL_DEFAULTS.ativo),
});
export type ChannelInput = z.input<typeof channelInput>;
export type ChannelValues = z.output<typeof channelInput>;

export const channelPatch = z.object({
  nome: channelName.optional(),
  bitcom: flags.bitcom.optional(),
  razao: flags.razao.optional(),
  vetorial: flags.vetorial.optional(),
  public: flags.public.optional(),
  ativo: flags.ativo.optional(),
});
export type ChannelPatch = z.input<typeof channelPatch>;

/** `POST v1/vendas/canal`: names (case-insensitive, any of) and equality filters, newest first. */
export const channelFilter = z.object({
  id: z.number().int().positive().optional(),
  nome: z.array(z.string().trim().min(1)).min(1).optional(),
  ativo: z.boolean().optional(),
  bitcom: z.boolean().optional(),
  razao: z.boolean().optional(),
  vetorial: z.boolean().optional(),
});
export type ChannelFilter = z.infer<typeof channelFilter>;

export const channel = z.object({
  id: z.number(),
  nome: z.string(),
  ...flags,
  created_at: z.string(),
  updated_at: z.string(),
});
export type Channel = z.infer<typeof channel>;
