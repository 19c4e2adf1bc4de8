import { z } from 'zod';
import { isValidCpf, onlyDigits } from '../validation/cpf';
import { MSG } from '../validation/messages';
import { ROULETTE_MSG } from './roulette.messages';

/*
 * The public wheel's schemas, apart from the staff ones: its page loads only these.
 */
const required = () => z.string({ error: MSG.required }).trim().min(1, { error: MSG.required });

export const spinFields = {
  nome: required().pipe(z.string().min(2, { error: MSG.min2 }).max(120, { error: MSG.invalidData })),
  telefone: required()
    .max(20, { error: MSG.phone })
    .transform(onlyDigits)
    .refine((d) => /^[1-9]{2}9?\d{8}$/.test(d), { error: MSG.phone }),
  cpf: required().max(14, { error: ROULETTE_MSG.cpfInvalid }).refine(isValidCpf, { error: ROULETTE_MSG.cpfInvalid }).transform(onlyDigits),
  consentimento: z.literal(true, { error: ROULETTE_MSG.consentRequired }),
};

export const publicCampaignQuery = z.object({ url: z.string({ error: MSG.invalidData }).max(200, { error: MSG.invalidData }).regex(/^\/[a-z0-9-]+$/, { error: MSG.invalidData }) });

const wheelPrize = z.object({ id: z.number(), nome: z.string(), cliente: z.boolean() });

/** The wheel's colours, background and texts, as its page draws them. */
export const wheelTheme = z.object({
  color_item: z.string(),
  color_item_2: z.string(),
  color_text: z.string(),
  color_text2: z.string(),
  base_background: z.string(),
  base_html_content: z.string(),
  url_background: z.string().nullable(),
});

export const publicCampaignResponse = z.object({
  aberta: z.boolean(),
  nome: z.string(),
  descricao: z.string(),
  tema: wheelTheme,
  premios: z.array(wheelPrize),
});
export type PublicCampaign = z.infer<typeof publicCampaignResponse>;

export const spinBody = z.object({ url_campanha: publicCampaignQuery.shape.url, ...spinFields });
export type SpinBody = z.input<typeof spinBody>;
export const spinResponse = z.object({
  cliente: z.boolean(),
  premio: z.object({ id: z.number(), nome: z.string(), descricao: z.string(), animacao: z.boolean() }),
  cupom: z.string(),
});
export type SpinResult = z.infer<typeof spinResponse>;
