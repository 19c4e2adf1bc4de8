import { z } from 'zod';
import { MSG } from '../validation/messages';
import { requiredText } from '../validation/fields';

/**
 * The channels of a restriction. Each is true when the channel MAY be used to contact the customer
 * and false when it is restricted (the deliveries skip a restricted channel).
 */
export const RESTRICTION_CHANNELS = ['whatsapp', 'email', 'sms'] as const;
export type RestrictionChannel = (typeof RESTRICTION_CHANNELS)[number];

/** A new restriction allows every channel until the form turns one off (the table's defaults). */
export const RESTRICTION_DEFAULTS = { whatsapp: true, email: true, sms: true } as const;

export const CUSTOMER_CODE_MAX = 30;

const provider = z.number({ error: MSG.required }).int({ error: MSG.invalidData }).positive({ error: MSG.invalidData });
const channel = z.boolean({ error: MSG.invalidData });

/** `POST v1/relacionamento/restricoes` (spec §7): the provider, the customer's code and the three channels. */
export const restrictionInput = z.object({
  sistema: provider,
  cod_cliente: requiredText(MSG.required).pipe(z.string().max(CUSTOMER_CODE_MAX, { error: MSG.invalidData })),
  whatsapp: channel.default(RESTRICTION_DEFAULTS.whatsapp),
  email: channel.default(RESTRICTION_DEFAULTS.email),
  sms: channel.default(RESTRICTION_DEFAULTS.sms),
});
export type RestrictionInput = z.input<typeof restrictionInput>;
export type RestrictionValues = z.output<typeof restrictionInput>;

/** `PUT v1/relacionamento/restricoes/{id}` (spec §7): the channels and the provider, any of them. */
export const restrictionPatch = z.object({
  sistema: provider.optional(),
  whatsapp: channel.optional(),
  email: channel.optional(),
  sms: channel.optional(),
});
export type RestrictionPatch = z.input<typeof restrictionPatch>;

/** A restriction as the calls answer it, with the customer's directory data and the provider's name. */
export const restriction = z.object({
  id: z.number(),
  created_at: z.string(),
  sistema: z.number(),
  cod_cliente: z.string(),
  whatsapp: z.boolean(),
  email: z.boolean(),
  sms: z.boolean(),
  /** From the customer directory (`relacionamento_dados_pessoas`); null once the customer left it. */
  nome_razaosocial: z.string().nullable(),
  cpf: z.string().nullable(),
  empresa: z.object({ nome: z.string() }),
});
export type Restriction = z.infer<typeof restriction>;

export const restrictionListResponse = z.object({ relacionamento_preferencias_cliente: z.array(restriction) });
export const restrictionCreatedResponse = z.object({
  insert_relacionamento_preferencias_cliente_one: z.object({ id: z.number() }),
});
export const restrictionUpdatedResponse = z.object({ update_relacionamento_preferencias_cliente_by_pk: restriction });
export const restrictionDeletedResponse = z.object({
  delete_relacionamento_preferencias_cliente_by_pk: z.object({ id: z.number() }),
});
