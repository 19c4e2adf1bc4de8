import { z } from 'zod';
import { idParam } from '../validation/fields';
import { MSG } from '../validation/messages';
import { ROULETTE_MSG } from './roulette.messages';
import { wheelTheme } from './roulette-public.schemas';
import {
  DEFAULT_VOTE_INTERVAL,
  DESCRIPTION_MAX,
  MAX_MIN_WAIT_SECONDS,
  MAX_SPINS_PER_ADDRESS,
  MAX_VOTE_INTERVAL,
  NAME_MAX,
  NAME_MIN,
  PRIZE_MESSAGE_MAX,
  PRIZE_NAME_MAX,
  PRIZE_WEIGHTS,
  PROOF_OF_WORK_LEVELS,
  REASON_MAX,
  ROULETTE_SYSTEMS,
  prizeStockError,
} from './roulette.rules';

const required = () => z.string({ error: MSG.required }).trim().min(1, { error: MSG.required });
const day = () => z.string({ error: MSG.required }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: MSG.required });
const id = () => z.number({ error: MSG.required }).int({ error: MSG.invalidData }).positive({ error: MSG.required });

/** The provider as the screens send it (uppercase) or store it (lowercase). */
export const systemField = z
  .string({ error: MSG.required })
  .transform((s) => s.trim().toLowerCase())
  .pipe(z.enum(ROULETTE_SYSTEMS, { error: MSG.required }));

const whole = (max: number) =>
  z
    .number({ error: MSG.invalidData })
    .int({ error: MSG.invalidData })
    .min(0, { error: MSG.invalidData })
    .max(max, { error: MSG.invalidData });

/** The campaign's guards against draining its stock (docs/roulette.md); all off unless the owner turns them on. */
function campaignGuards() {
  return {
    /** A code sent by SMS must be typed before the spin counts. */
    confirmar_telefone: z.boolean().default(false),
    /** Spins per internet address per day (0: no cap). */
    giros_por_endereco: whole(MAX_SPINS_PER_ADDRESS).default(0),
    /** Leading zero bits of the page's proof of work (0: none). */
    prova_trabalho: z
      .number({ error: MSG.invalidData })
      .refine((n) => (PROOF_OF_WORK_LEVELS as readonly number[]).includes(n), { error: MSG.invalidData })
      .default(0),
    /** Seconds between opening the page and spinning (0: none). */
    espera_minima: whole(MAX_MIN_WAIT_SECONDS).default(0),
  };
}

/**
 * Step 1, Cadastro básico: the campaign's own fields. Its days follow `campaignDaysError` (roulette.rules),
 * which both sides apply: only they know whether it is a creation, and what day it is.
 */
export const campaignInput = z.object({
  nome: required()
    .refine((s) => s.length >= NAME_MIN, {
      error: (issue) => ROULETTE_MSG.nameMin(String(issue.input ?? '').trim().length),
    })
    .pipe(z.string().max(NAME_MAX, { error: MSG.invalidData })),
  descricao: required().pipe(z.string().max(DESCRIPTION_MAX, { error: MSG.invalidData })),
  motivo_aplicacao: z.string().trim().max(REASON_MAX, { error: ROULETTE_MSG.reasonMax }).default(''),
  sistema: systemField,
  data_inicio_campanha: day(),
  data_fim_campanha: day(),
  intervalo_votacao: z
    .number({ error: MSG.required })
    .int({ error: MSG.invalidData })
    .min(1, { error: ROULETTE_MSG.prizeMin1 })
    .max(MAX_VOTE_INTERVAL, { error: MSG.invalidData })
    .default(DEFAULT_VOTE_INTERVAL),
  api_erp: z.boolean().default(false),
  id_usuario_intranet: id(),
  ...campaignGuards(),
});
export type CampaignInput = z.input<typeof campaignInput>;
export const campaignBody = z.object({ object: campaignInput });

export const campaign = z.object({
  id: z.number(),
  nome: z.string(),
  ativo: z.boolean(),
  created_at: z.string(),
  data_inicio_campanha: z.string(),
  data_fim_campanha: z.string(),
  motivo_aplicacao: z.string(),
  descricao: z.string(),
  sistema: z.enum(ROULETTE_SYSTEMS),
  url_campanha: z.string(),
  intervalo_votacao: z.number(),
  api_erp: z.boolean(),
  id_configuracao: z.number().nullable(),
  id_usuario_intranet: z.number(),
  confirmar_telefone: z.boolean(),
  giros_por_endereco: z.number(),
  prova_trabalho: z.number(),
  espera_minima: z.number(),
  dono: z.string().nullable(),
  clientes: z.number(),
  nao_clientes: z.number(),
});
export type Campaign = z.infer<typeof campaign>;
export const campaignListResponse = z.object({ site_roleta_campanhas: z.array(campaign) });
export const ownersResponse = z.object({ usuarios: z.array(z.object({ id: z.number(), nome: z.string() })) });
export const campaignParams = z.object({ id: idParam, idOwner: idParam });
export const ownerCampaignParams = z.object({ ownerId: idParam, campaignId: idParam });
export const campaignIdParams = z.object({ campaignId: idParam });
export const createCampaignResponse = z.object({
  insert_site_roleta_campanhas_one: z.object({ id: z.number(), url_campanha: z.string() }),
});
export const updateCampaignResponse = z.object({
  update_site_roleta_campanhas_by_pk: z.object({ id: z.number(), url_campanha: z.string() }),
});
export const statusBody = z.object({ id_campanha: id(), ativo: z.boolean({ error: MSG.required }) });
export const statusResponse = z.object({
  update_site_roleta_campanhas_by_pk: z.object({ id: z.number(), ativo: z.boolean() }),
});
export const deletedResponse = z.object({ ok: z.literal(true), message: z.string() });

const color = () =>
  z
    .string({ error: ROULETTE_MSG.themeMissing })
    .trim()
    .regex(/^#[0-9a-fA-F]{3,8}$|^rgba?\([\d\s.,%]+\)$/, { error: ROULETTE_MSG.themeMissing });

/** Step 2, Aparência: the four colours are required; the image is a file of the files API (its address). */
export const themeInput = z.object({
  id_campanha: id(),
  color_item: color(),
  color_item_2: color(),
  color_text: color(),
  color_text2: color(),
  base_background: color(),
  base_html_content: z.string().trim().max(40, { error: ROULETTE_MSG.themeMissing }).default('Girar!'),
  url_background: z
    .string()
    .trim()
    .max(500, { error: ROULETTE_MSG.themeMissing })
    .refine((s) => s === '' || s.startsWith('/v1/') || /^https:\/\//.test(s), { error: ROULETTE_MSG.themeMissing })
    .nullable()
    .default(null),
});
export type ThemeInput = z.input<typeof themeInput>;
export const themeBody = z.object({ objects: z.array(themeInput).length(1, { error: ROULETTE_MSG.themeMissing }) });
export const theme = z.object({ id: z.number(), id_campanha: z.number() }).extend(wheelTheme.shape);
export type Theme = z.infer<typeof theme>;
export const themeResponse = z.object({ site_roleta_configuracao_tema: z.array(theme) });

const atLeast1 = () =>
  z
    .number({ error: MSG.required })
    .int({ error: MSG.invalidData })
    .min(1, { error: ROULETTE_MSG.prizeMin1 })
    .max(10_000_000, { error: MSG.invalidData });

/** Step 3, Prêmios: one prize; the stock must not be below the minimum stock. */
export const prizeInput = z
  .object({
    id: id().optional(),
    id_campanha: id(),
    nome: required().pipe(z.string().max(PRIZE_NAME_MAX, { error: ROULETTE_MSG.prizeNameMax })),
    descricao: z.string().trim().max(PRIZE_MESSAGE_MAX, { error: ROULETTE_MSG.prizeMessageMax }).default(''),
    cliente: z.boolean({ error: MSG.required }),
    peso_item: z
      .number({ error: ROULETTE_MSG.prizeWeight })
      .refine((n) => (PRIZE_WEIGHTS as readonly number[]).includes(n), { error: ROULETTE_MSG.prizeWeight }),
    quantidade: atLeast1(),
    quantidade_minima: atLeast1(),
    animacao: z.boolean({ error: MSG.required }),
    consumivel: z.boolean().default(true),
    htmlContent: z.string().max(500).default(''),
    textColor: z.string().max(40).default(''),
    background: z.string().max(40).default(''),
  })
  .refine((p) => prizeStockError(p) === null, { path: ['quantidade'], error: ROULETTE_MSG.prizeQuantityBelowMin });
export type PrizeInput = z.input<typeof prizeInput>;
export const prizesBody = z.object({
  objects: z
    .array(prizeInput)
    .min(1, { error: ROULETTE_MSG.prizesCheck })
    .max(16, { error: ROULETTE_MSG.prizeCountsReminder }),
});
export const prize = z.object({
  id: z.number(),
  id_campanha: z.number(),
  nome: z.string(),
  descricao: z.string(),
  cliente: z.boolean(),
  peso_item: z.number(),
  quantidade: z.number(),
  quantidade_minima: z.number(),
  animacao: z.boolean(),
  consumivel: z.boolean(),
  htmlContent: z.string(),
  textColor: z.string(),
  background: z.string(),
});
export type Prize = z.infer<typeof prize>;
export const prizesResponse = z.object({ site_roleta_premios: z.array(prize) });
export const savedPrizesResponse = z.object({ site_roleta_premios: z.array(prize), message: z.string() });
export const deletePrizesBody = z.object({
  ids: z.array(id()).min(1, { error: MSG.invalidData }).max(16),
  id_campanha: id(),
});
export const deletePrizesResponse = z.object({ affected_rows: z.number(), message: z.string() });

/** What the draw saw: the random value and, in order, each prize's weight and stock. */
export const drawTrace = z.object({
  aleatorio: z.number(),
  premios: z.array(z.object({ id: z.number(), peso: z.number(), quantidade: z.number(), consumivel: z.boolean() })),
});
export type DrawTrace = z.infer<typeof drawTrace>;

export const participant = z.object({
  id: z.number(),
  nome: z.string(),
  telefone: z.string(),
  cpf: z.string(),
  cupom: z.string(),
  codigo: z.string(),
  erro: z.boolean(),
  cliente: z.boolean(),
  created_at: z.string(),
  id_campanha: z.number(),
  id_premio: z.number(),
  premio: z.object({ nome: z.string(), cliente: z.boolean(), animacao: z.boolean() }),
  sorteio: drawTrace,
});
export type Participant = z.infer<typeof participant>;
export const participantsParams = z.object({
  campaignId: idParam,
  isCustomer: z.enum(['true', 'false'], { error: MSG.invalidData }).optional(),
});
export const participantsQuery = z.object({ erro: z.enum(['true', 'false'], { error: MSG.invalidData }).optional() });
export const participantsResponse = z.object({ site_roleta_historico: z.array(participant) });

export const raffleWinner = z.object({
  id: z.number(),
  nome: z.string(),
  telefone: z.string(),
  id_campanha: z.number(),
  id_cliente_historico: z.number(),
  created_at: z.string(),
  cupom: z.string(),
  premio: z.string(),
  cliente: z.boolean(),
});
export type RaffleWinner = z.infer<typeof raffleWinner>;
export const raffleListResponse = z.object({ site_roleta_sorteio_interno: z.array(raffleWinner) });
/** A raffle among the participants of one audience who won one prize, not already drawn; the server picks uniformly. */
export const raffleBody = z.object({ id_campanha: id(), cliente: z.boolean({ error: MSG.required }), id_premio: id() });
export const raffleResponse = z.object({ insert_site_roleta_sorteio_interno_one: raffleWinner });
export const resetResponse = z.object({ ok: z.literal(true), message: z.string(), participantes: z.number() });
