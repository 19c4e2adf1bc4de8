import { z } from 'zod';
import { isValidCpf, onlyDigits } from '../validation/cpf';
import { MSG } from '../validation/messages';
import { normalizePhone } from '../validation/phone';
import { ROULETTE_MSG } from './roulette.messages';

/*
 * The public wheel's schemas, apart from the staff ones: its page loads only these.
 */
const required = () => z.string({ error: MSG.required }).trim().min(1, { error: MSG.required });

export const spinFields = {
  nome: required().pipe(z.string().min(2, { error: MSG.min2 }).max(120, { error: MSG.invalidData })),
  /** Normalized (validation/phone.ts): the person's key, with the CPF, on a campaign. */
  telefone: required()
    .max(20, { error: MSG.phone })
    .refine((s) => normalizePhone(s) !== null, { error: MSG.phone })
    .transform((s) => normalizePhone(s)!),
  cpf: required()
    .max(14, { error: ROULETTE_MSG.cpfInvalid })
    .refine(isValidCpf, { error: ROULETTE_MSG.cpfInvalid })
    .transform(onlyDigits),
  consentimento: z.literal(true, { error: ROULETTE_MSG.consentRequired }),
  /** The code sent by SMS, when the campaign confirms phones. */
  codigo: z
    .string({ error: ROULETTE_MSG.codeFormat })
    .transform(onlyDigits)
    .refine((d) => /^\d{6}$/.test(d), { error: ROULETTE_MSG.codeFormat })
    .optional(),
};

export const publicCampaignQuery = z.object({
  url: z
    .string({ error: MSG.invalidData })
    .max(200, { error: MSG.invalidData })
    .regex(/^\/[a-z0-9-]+$/, { error: MSG.invalidData }),
});

/** A prize on the public wheel: its name only (one wheel for everyone; whether someone is a customer is never shown). */
const wheelPrize = z.object({ nome: z.string() });

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
  /** The page asks for a code by SMS before the spin. */
  confirmar_telefone: z.boolean(),
  /** The page asks for a challenge (proof of work, minimum wait) when it opens. */
  desafio: z.boolean(),
});
export type PublicCampaign = z.infer<typeof publicCampaignResponse>;

export const campaignUrlBody = z.object({ url_campanha: publicCampaignQuery.shape.url });

/** A challenge: find a nonce so that sha256(desafio + nonce) starts with `bits` zero bits; spin no sooner than `espera` seconds from now. */
export const challengeResponse = z.object({ desafio: z.string(), bits: z.number(), espera: z.number() });
export type Challenge = z.infer<typeof challengeResponse>;

const person = {
  url_campanha: publicCampaignQuery.shape.url,
  nome: spinFields.nome,
  telefone: spinFields.telefone,
  cpf: spinFields.cpf,
  consentimento: spinFields.consentimento,
};

/** Asks for the SMS code: the same person as the spin will be (checked before anything is sent). */
export const codeRequestBody = z.object(person);
export const codeRequestResponse = z.object({ telefone: z.string(), minutos: z.number() });

const proof = z.string().max(200, { error: ROULETTE_MSG.proofFailed });
export const spinBody = z.object({
  ...person,
  codigo: spinFields.codigo,
  desafio: proof.optional(),
  nonce: proof.optional(),
});
export type SpinBody = z.input<typeof spinBody>;
/** The prize and the coupon; never the reason (whether the person is a customer). */
export const spinResponse = z.object({
  premio: z.object({ id: z.number(), nome: z.string(), descricao: z.string(), animacao: z.boolean() }),
  cupom: z.string(),
});
export type SpinResult = z.infer<typeof spinResponse>;
