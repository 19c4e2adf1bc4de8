import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { roleCan } from '@intranet/shared/access/permissions';
import { dayAt, today } from '@intranet/shared/calendar/days';
import { ROULETTE_MSG as MSG } from '@intranet/shared/roulette/roulette.messages';
import {
  CHALLENGE_MINUTES,
  DEFAULT_THEME,
  LEAD_CODE_PREFIX,
  PHONE_CODE_ATTEMPTS,
  PHONE_CODE_MINUTES,
  PHONE_CODES_PER_HOUR,
  TICKET_CODE_PREFIX,
  campaignDaysError,
  campaignSlug,
  pickPrize,
  prizeCountError,
} from '@intranet/shared/roulette/roulette.rules';
import type {
  campaignInput,
  Campaign,
  DrawTrace,
  Prize,
  prizeInput,
  themeInput,
} from '@intranet/shared/roulette/roulette.schemas';
import type {
  Challenge,
  codeRequestBody,
  PublicCampaign,
  SpinResult,
  spinBody,
} from '@intranet/shared/roulette/roulette-public.schemas';
import { isMobilePhone, maskedPhone } from '@intranet/shared/validation/phone';
import { MSG as COMMON_MSG } from '@intranet/shared/validation/messages';
import { inTransaction, withActor, type Db } from '../../db/client';
import { isForeignKeyViolation, isRetryableConflict, isUniqueViolation } from '../../db/pg-errors';
import { AppError, conflict, forbidden, invalid, notFound } from '../../platform/http/errors';
import type { OpContext } from '../../platform/http/routes';
import { customersPublic as customers } from '../customers/customers.public';
import { leadsPublic as leads } from '../leads/leads.public';
import { notificationsPublic as notifications } from '../notifications/notifications.public';
import { newCoupon, secureRandom, uniformIndex } from './roulette.draw';
import { unconfiguredErp, type ErpTickets } from './roulette.erp';
import { Gate } from './roulette.gate';
import {
  addressKey,
  challengeIssuedAt,
  issueChallenge,
  newPhoneCode,
  phoneCodeHash,
  proofHolds,
  sameHash,
  type Visit,
} from './roulette.guards';
import { campaignOwnerFilter, canSeeCampaign, mayPickAnyOwner } from './roulette.policy';
import { type PrizeValues, type SpinCampaign } from './roulette.repository';
import * as repo from './roulette.repository';
import type { Sender } from '../../platform/messaging/sender';
import { formatDate } from '@intranet/shared/format/dates';

/** Spins in the database at once per server process (the pool holds 10 connections). */
const SPINS_AT_ONCE = 6;
const spinGate = new Gate(SPINS_AT_ONCE);

type CampaignInput = z.output<typeof campaignInput>;
type ThemeInput = z.output<typeof themeInput>;
type PrizeInput = z.output<typeof prizeInput>;
type SpinInput = z.output<typeof spinBody>;
type CodeRequest = z.output<typeof codeRequestBody>;

/** A campaign the caller may see or change, else 404 (another owner's campaign is not revealed). */
async function ownCampaign(ctx: OpContext, id: number, db: Db = ctx.db): Promise<Campaign> {
  const campaign = await repo.find(db, id);
  if (!campaign || !canSeeCampaign(ctx.actor, campaign)) throw notFound();
  return campaign;
}

const fieldError = (path: string, message: string) => invalid(message, [{ path, message }]);

/** The campaign's days as the form checks them (`campaignDaysError`, shared). */
function checkDays(input: CampaignInput, creating: boolean): void {
  const refused = campaignDaysError(input, { creating, today: today() });
  if (refused) throw fieldError(refused.field, refused.message);
}

/** The owner rule: whoever may list owners picks one of them; the others own what they register. */
async function checkOwner(ctx: OpContext, owner: number): Promise<void> {
  if (owner === ctx.actor.userId) return;
  if (!mayPickAnyOwner(ctx.actor, roleCan(ctx.actor.role, 'roulette.owners'))) throw forbidden();
  const eligible = await repo.owners(ctx.db);
  if (!eligible.some((u) => u.id === owner)) throw fieldError('id_usuario_intranet', MSG.fillAll);
}

const valuesOf = (input: CampaignInput) => ({ ...input, url_campanha: campaignSlug(input.nome) });

function duplicateName(error: unknown): never {
  if (isUniqueViolation(error))
    throw new AppError('conflict', MSG.duplicateName, [{ path: 'nome', message: MSG.duplicateName }]);
  throw error;
}

export const listCampaigns = async (ctx: OpContext) => ({
  site_roleta_campanhas: await repo.list(ctx.db, campaignOwnerFilter(ctx.actor)),
});

export const listOwners = async (ctx: OpContext) => ({ usuarios: await repo.owners(ctx.db) });

export async function getCampaign(ctx: OpContext, id: number, owner: number) {
  const campaign = await ownCampaign(ctx, id);
  if (campaign.id_usuario_intranet !== owner) throw notFound();
  return { site_roleta_campanhas: [campaign] };
}

/** `POST v1/roulette`: step 1 of a new campaign; it may not start before today. */
export async function createCampaign(ctx: OpContext, input: CampaignInput) {
  checkDays(input, true);
  await checkOwner(ctx, input.id_usuario_intranet);
  const created = await withActor(ctx.db, ctx.actor.userId, (tx) => repo.insert(tx, valuesOf(input))).catch(
    duplicateName,
  );
  return { insert_site_roleta_campanhas_one: created };
}

/** `PATCH v1/roulette/{ownerId}/{campaignId}`: step 1 again; the end may not come before the start. */
export async function updateCampaign(ctx: OpContext, owner: number, id: number, input: CampaignInput) {
  const campaign = await ownCampaign(ctx, id);
  if (campaign.id_usuario_intranet !== owner) throw notFound();
  checkDays(input, false);
  if (input.id_usuario_intranet !== campaign.id_usuario_intranet) await checkOwner(ctx, input.id_usuario_intranet);
  const updated = await withActor(ctx.db, ctx.actor.userId, (tx) => repo.update(tx, id, valuesOf(input))).catch(
    duplicateName,
  );
  if (!updated) throw notFound();
  return { update_site_roleta_campanhas_by_pk: updated };
}

/** `POST v1/roulette/campaign`: pause or reactivate. */
export async function setCampaignActive(ctx: OpContext, id: number, ativo: boolean) {
  await ownCampaign(ctx, id);
  await withActor(ctx.db, ctx.actor.userId, (tx) => repo.setActive(tx, id, ativo));
  return { update_site_roleta_campanhas_by_pk: { id, ativo } };
}

/** `DELETE v1/roulette/{campaignId}/{ownerId}`: only a campaign nobody has spun. */
export async function deleteCampaign(ctx: OpContext, id: number, owner: number) {
  const campaign = await ownCampaign(ctx, id);
  if (campaign.id_usuario_intranet !== owner) throw notFound();
  await withActor(ctx.db, ctx.actor.userId, async (tx) => {
    if ((await repo.participantCount(tx, id)) > 0) throw conflict(MSG.prizesDistributed);
    await repo.remove(tx, id);
  });
  return { ok: true as const, message: MSG.deleted };
}

/** `DELETE v1/history/{campaignId}`: forgets the spins and the raffle and gives the stock back, in one transaction. */
export async function resetCampaign(ctx: OpContext, id: number) {
  await ownCampaign(ctx, id);
  const participantes = await withActor(ctx.db, ctx.actor.userId, (tx) => repo.reset(tx, id));
  return { ok: true as const, message: MSG.reset, participantes };
}

export async function getTheme(ctx: OpContext, campaignId: number) {
  await ownCampaign(ctx, campaignId);
  const theme = await repo.theme(ctx.db, campaignId);
  return { site_roleta_configuracao_tema: theme ? [theme] : [] };
}

/** `POST v1/roulette/theme` creates the campaign's look; `PUT v1/roulette/theme/{id}` changes it. */
export async function saveTheme(ctx: OpContext, [input]: ThemeInput[], mode: 'create' | { campaignId: number }) {
  if (mode !== 'create' && mode.campaignId !== input.id_campanha) throw fieldError('id_campanha', MSG.themeCheck);
  await ownCampaign(ctx, input.id_campanha);
  const values = { ...input, url_background: input.url_background || null };
  const saved = await withActor(ctx.db, ctx.actor.userId, async (tx) => {
    if (mode === 'create')
      return repo.insertTheme(tx, values).catch((error: unknown) => {
        if (isUniqueViolation(error)) throw conflict(MSG.themeCheck);
        throw error;
      });
    const theme = await repo.updateTheme(tx, values);
    if (!theme) throw notFound(MSG.noTheme);
    return theme;
  });
  return { site_roleta_configuracao_tema: [saved] };
}

export async function getPrizes(ctx: OpContext, campaignId: number) {
  await ownCampaign(ctx, campaignId);
  return { site_roleta_premios: await repo.prizes(ctx.db, campaignId) };
}

const prizeValues = (p: PrizeInput): PrizeValues => ({
  id_campanha: p.id_campanha,
  nome: p.nome,
  descricao: p.descricao,
  cliente: p.cliente,
  peso_item: p.peso_item,
  quantidade: p.quantidade,
  quantidade_minima: p.quantidade_minima,
  animacao: p.animacao,
  consumivel: p.consumivel,
  htmlContent: p.htmlContent,
  textColor: p.textColor,
  background: p.background,
});

/** The prizes of one save belong to one campaign the caller owns. */
async function prizesCampaign(ctx: OpContext, prizes: PrizeInput[]): Promise<number> {
  const ids = new Set(prizes.map((p) => p.id_campanha));
  if (ids.size !== 1) throw invalid(MSG.prizesCheck);
  const [id] = ids;
  await ownCampaign(ctx, id);
  return id;
}

/** Never more than 8 prizes per audience, in blocks of four (the screen saves 4 or 8 per audience). */
async function checkCounts(tx: Db, campaignId: number): Promise<void> {
  const counts = await repo.prizeCounts(tx, campaignId);
  if (counts.clientes > 8 || counts.nao_clientes > 8)
    throw invalid(prizeCountError(counts.clientes, counts.nao_clientes) ?? MSG.prizeCountsReminder);
}

/** `POST v1/roulette/prize`: new prizes. */
export async function createPrizes(ctx: OpContext, prizes: PrizeInput[]) {
  const campaignId = await prizesCampaign(ctx, prizes);
  if (prizes.some((p) => p.id !== undefined)) throw invalid(MSG.prizesCheck);
  const saved = await withActor(ctx.db, ctx.actor.userId, async (tx) => {
    const rows: Prize[] = [];
    for (const p of prizes) rows.push(await repo.insertPrize(tx, prizeValues(p)));
    await checkCounts(tx, campaignId);
    return rows;
  });
  return { site_roleta_premios: saved, message: MSG.prizesSaved };
}

/** `PATCH v1/roulette/campaign/update/prize`: changes prizes of the campaign. */
export async function updatePrizes(ctx: OpContext, prizes: PrizeInput[]) {
  const campaignId = await prizesCampaign(ctx, prizes);
  if (prizes.some((p) => p.id === undefined)) throw invalid(MSG.prizesCheck);
  const saved = await withActor(ctx.db, ctx.actor.userId, async (tx) => {
    const rows: Prize[] = [];
    for (const p of prizes) {
      const row = await repo.updatePrize(tx, p.id!, prizeValues(p));
      if (!row) throw notFound();
      rows.push(row);
    }
    await checkCounts(tx, campaignId);
    return rows;
  });
  return { site_roleta_premios: saved, message: MSG.prizesSaved };
}

/** `DELETE v1/roulette/prizes`: a prize someone already won stays. */
export async function deletePrizes(ctx: OpContext, campaignId: number, ids: number[]) {
  await ownCampaign(ctx, campaignId);
  try {
    const affected_rows = await withActor(ctx.db, ctx.actor.userId, async (tx) => {
      const deleted = await repo.deletePrizes(tx, campaignId, ids);
      // A prize of another campaign (or of none) among them: nothing is deleted, the transaction taken back.
      if (deleted < new Set(ids).size) throw notFound(MSG.prizesNotFound);
      return deleted;
    });
    return { affected_rows, message: MSG.prizesDeleted };
  } catch (error) {
    if (isForeignKeyViolation(error)) throw conflict(MSG.prizesDistributed);
    throw error;
  }
}

export async function listParticipants(
  ctx: OpContext,
  campaignId: number,
  cliente: boolean | undefined,
  erro: boolean | undefined,
) {
  await ownCampaign(ctx, campaignId);
  return { site_roleta_historico: await repo.participants(ctx.db, campaignId, { cliente, erro }) };
}

export async function listRaffles(ctx: OpContext, campaignId: number) {
  await ownCampaign(ctx, campaignId);
  return { site_roleta_sorteio_interno: await repo.raffles(ctx.db, campaignId) };
}

/** `POST v1/roulette/draw`: one winner, uniformly among the audience's participants who won the prize and were not drawn yet. */
export async function drawRaffle(ctx: OpContext, body: { id_campanha: number; cliente: boolean; id_premio: number }) {
  await ownCampaign(ctx, body.id_campanha);
  const id = await withActor(ctx.db, ctx.actor.userId, async (tx) => {
    await tx.execute(sqlLockRaffle(body.id_campanha));
    const n = await repo.raffleCandidates(tx, body.id_campanha, body.cliente, body.id_premio);
    if (n === 0) throw notFound(MSG.noMatchingParticipants);
    return repo.drawCandidate(
      tx,
      body.id_campanha,
      body.cliente,
      body.id_premio,
      uniformIndex(n),
      ctx.actor.userId > 0 ? ctx.actor.userId : null,
    );
  });
  const winner = (await repo.raffles(ctx.db, body.id_campanha)).find((w) => w.id === id);
  if (!winner) throw notFound(MSG.noMatchingParticipants);
  return { insert_site_roleta_sorteio_interno_one: winner };
}

/** Raffles of one campaign take turns (two at once would count the same candidates). */
const sqlLockRaffle = (campaignId: number) => sql`select pg_advisory_xact_lock(${campaignId}::int, -1)`;

/** The public wheel: the campaign at an address, open or closed, and the guards its page must meet. */
export async function publicCampaign(ctx: OpContext, url: string): Promise<PublicCampaign> {
  const campaign = await repo.findByUrl(ctx.db, url);
  if (!campaign) throw notFound(MSG.closed);
  const theme = campaign.aberta ? await repo.theme(ctx.db, campaign.id) : undefined;
  const prizes = campaign.aberta ? await repo.prizes(ctx.db, campaign.id) : [];
  const {
    id: _id,
    id_campanha: _c,
    ...tema
  } = theme ?? { id: 0, id_campanha: 0, ...DEFAULT_THEME, url_background: null };
  // One wheel for everyone: each prize name once, whichever audience it is for, so that the page never
  // tells a visitor whether the CPF they typed is a customer's.
  const names = [...new Set(prizes.map((p) => p.nome))].sort((a, b) => a.localeCompare(b, 'pt-BR'));
  return {
    aberta: campaign.aberta,
    nome: campaign.nome,
    descricao: campaign.aberta ? campaign.descricao : '',
    tema: {
      ...tema,
      url_background: tema.url_background ? `/v1/roleta/publica/fundo?url=${encodeURIComponent(url)}` : null,
    },
    premios: names.map((nome) => ({ nome })),
    confirmar_telefone: campaign.aberta && campaign.confirmar_telefone,
    desafio: campaign.aberta && needsChallenge(campaign),
  };
}

const needsChallenge = (c: Pick<Campaign, 'prova_trabalho' | 'espera_minima'>) =>
  c.prova_trabalho > 0 || c.espera_minima > 0;

/** The stored file id of an open campaign's background image (`/v1/files/{id}`), for the public page. */
export async function publicBackgroundFileId(ctx: OpContext, url: string): Promise<string> {
  const campaign = await repo.findByUrl(ctx.db, url);
  if (!campaign?.aberta) throw notFound();
  const theme = await repo.theme(ctx.db, campaign.id);
  const match = /^\/v1\/files\/([\w-]+)$/.exec(theme?.url_background ?? '');
  if (!match) throw notFound();
  return match[1];
}

/** When a person who last spun at `last` may spin again, as a day in São Paulo, or null when now. */
function nextSpinDay(last: Date | null, intervalDays: number): string | null {
  if (!last) return null;
  const next = new Date(last.getTime() + intervalDays * 86_400_000);
  if (next.getTime() <= Date.now()) return null;
  return dayAt(next);
}

/** The person (CPF or phone) may spin this campaign now, else 409 with the day they may return. */
async function checkInterval(db: Db, campaign: SpinCampaign, person: { cpf: string; telefone: string }): Promise<void> {
  const again = nextSpinDay(
    await repo.lastSpin(db, campaign.id, person.cpf, person.telefone),
    campaign.intervalo_votacao,
  );
  if (again) throw conflict(MSG.spinAgainOn(formatDate(again)));
}

/** An open campaign at an address, else 404. */
async function openCampaign(db: Db, url: string): Promise<SpinCampaign> {
  const campaign = await repo.forSpin(db, url);
  if (!campaign?.aberta) throw notFound(MSG.closed);
  return campaign;
}

/** `POST v1/roleta/desafio`: a challenge for the next spin of an open campaign, signed, accepted once. */
export async function publicChallenge(ctx: OpContext, url: string, visit: Visit): Promise<Challenge> {
  const campaign = await openCampaign(ctx.db, url);
  return {
    desafio: issueChallenge(visit.key, campaign.id),
    bits: campaign.prova_trabalho,
    espera: campaign.espera_minima,
  };
}

const fieldRefusal = (path: 'codigo' | 'telefone', message: string) => invalid(message, [{ path, message }]);

/**
 * `POST v1/roleta/codigo`: a 6-digit code by SMS to the mobile of a person who may spin now, at most
 * PHONE_CODES_PER_HOUR per phone and campaign; a new code replaces the earlier one. Nothing is sent to
 * someone the interval still holds back.
 */
export async function sendPhoneCode(
  ctx: OpContext,
  person: CodeRequest,
  visit: Visit,
  sender: Sender,
): Promise<{ telefone: string; minutos: number }> {
  const campaign = await openCampaign(ctx.db, person.url_campanha);
  if (!campaign.confirmar_telefone) throw invalid(COMMON_MSG.invalidData);
  if (!isMobilePhone(person.telefone)) throw fieldRefusal('telefone', MSG.mobileRequired);
  const code = newPhoneCode();
  await inTransaction(ctx.db, async (tx) => {
    await repo.lockPerson(tx, campaign.id, person.cpf, person.telefone);
    await checkInterval(tx, campaign, person);
    const now = Date.now();
    if ((await repo.codesSince(tx, campaign.id, person.telefone, new Date(now - 3_600_000))) >= PHONE_CODES_PER_HOUR)
      throw new AppError('rate_limited', MSG.codeTooMany);
    const codigo_hash = phoneCodeHash(visit.key, campaign.id, person.telefone, code);
    await repo.insertCode(tx, {
      id_campanha: campaign.id,
      telefone: person.telefone,
      codigo_hash,
      expira_em: new Date(now + PHONE_CODE_MINUTES * 60_000),
    });
  });
  await sender.send({ channel: 'sms', to: person.telefone, body: MSG.codeSms(campaign.nome, code) });
  return { telefone: maskedPhone(person.telefone), minutos: PHONE_CODE_MINUTES };
}

/** The code typed is the phone's newest, unexpired, within its guesses (each guess counted): its id, else 400 on `codigo`. */
async function checkPhoneCode(db: Db, campaign: SpinCampaign, input: SpinInput, visit: Visit): Promise<number> {
  if (!input.codigo) throw fieldRefusal('codigo', MSG.codeMissing);
  const row = await repo.guessCode(db, campaign.id, input.telefone, PHONE_CODE_ATTEMPTS);
  if (!row || row.expira_em.getTime() <= Date.now()) throw fieldRefusal('codigo', MSG.codeExpired);
  if (!sameHash(row.codigo_hash, phoneCodeHash(visit.key, campaign.id, input.telefone, input.codigo)))
    throw fieldRefusal('codigo', MSG.codeWrong);
  return row.id;
}

/** The challenge was issued by this server for this campaign, long enough ago, and is solved: it and when it expires. */
function checkChallenge(campaign: SpinCampaign, input: SpinInput, visit: Visit): { desafio: string; expires: Date } {
  const issued = input.desafio ? challengeIssuedAt(visit.key, campaign.id, input.desafio) : null;
  if (issued === null || !input.desafio) throw invalid(MSG.proofFailed);
  if (campaign.prova_trabalho > 0 && !proofHolds(input.desafio, input.nonce ?? '', campaign.prova_trabalho))
    throw invalid(MSG.proofFailed);
  if (Date.now() - issued < campaign.espera_minima * 1000) throw invalid(MSG.tooSoon);
  return { desafio: input.desafio, expires: new Date(issued + CHALLENGE_MINUTES * 60_000) };
}

/** The customer's ticket or the non-customer's lead, as the participant's `codigo`; a failure is recorded, never thrown. */
async function followUp(
  tx: Db,
  campaign: Pick<Campaign, 'nome' | 'sistema' | 'api_erp'>,
  providerId: number,
  person: SpinInput,
  codes: string[],
  erp: ErpTickets,
): Promise<{ codigo: string; erro: boolean }> {
  try {
    return await inTransaction(tx, async (db) => {
      if (codes.length === 0)
        return {
          codigo: `${LEAD_CODE_PREFIX}${await leads.fromRoulette(db, { nome: person.nome, telefone: person.telefone, cpf: person.cpf, id_empresa: providerId })}`,
          erro: false,
        };
      if (campaign.api_erp) {
        const ticket = await erp.openTicket({
          sistema: campaign.sistema,
          codpessoa: codes[0],
          nome: person.nome,
          telefone: person.telefone,
          assunto: `Roleta: ${campaign.nome}`,
        });
        return { codigo: `${TICKET_CODE_PREFIX}${ticket}`, erro: false };
      }
      return { codigo: `${TICKET_CODE_PREFIX}${await repo.nextProtocol(db)}`, erro: false };
    });
  } catch (error) {
    const reason = error instanceof Error && error.message ? error.message : 'falha desconhecida';
    return {
      codigo:
        codes.length === 0 ? `Erro ao criar o lead: ${reason}` : `Erro ao abrir o atendimento: ${reason}`.slice(0, 300),
      erro: true,
    };
  }
}

/** Draws a prize can go through before the audience is called sold out: each new draw follows a prize running out. */
const MAX_DRAWS = 17;

/** Runs `transaction` again, once, when PostgreSQL aborted it for a serialization failure or a deadlock. */
export async function retryOnceOnConflict<T>(transaction: () => Promise<T>): Promise<T> {
  try {
    return await transaction();
  } catch (error) {
    if (!isRetryableConflict(error)) throw error;
    return transaction();
  }
}

/**
 * `POST v1/roleta/girar`: one spin. First the campaign's guards (docs/roulette.md): the challenge's
 * proof of work and minimum wait, and the SMS code, each refusal before any stock is touched. Then one
 * transaction: the person's spins of this campaign take turns (advisory locks on their CPF and their
 * phone) and must be `intervalo_votacao` days apart, whichever of the two was used; the address's spins
 * of the day are counted against the cap; the code is used; the audience comes from the customer
 * directory; the customer's ticket or the lead is made; then one prize is drawn by weight among the
 * audience's prizes with stock, its stock taken by a conditional decrement (never below 0), and the spin
 * recorded with the random value and what the draw saw. Reaching the minimum stock notifies the owner.
 * The answer names the prize, never the audience.
 */
export async function spin(
  ctx: OpContext,
  input: SpinInput,
  visit: Visit,
  erp: ErpTickets = unconfiguredErp,
): Promise<SpinResult> {
  const campaign = await openCampaign(ctx.db, input.url_campanha);
  // Someone the interval holds back hears so before any guard spends their challenge or code.
  if (needsChallenge(campaign) || campaign.confirmar_telefone) await checkInterval(ctx.db, campaign, input);
  const challenge = needsChallenge(campaign) ? checkChallenge(campaign, input, visit) : null;
  const codeId = campaign.confirmar_telefone ? await checkPhoneCode(ctx.db, campaign, input, visit) : null;
  // Accepted once: spent here, whatever comes of the spin (a wrong code above leaves it to try again).
  if (challenge && !(await repo.useChallenge(ctx.db, challenge.desafio, challenge.expires)))
    throw invalid(MSG.proofFailed);
  // One connection for the whole spin, and at most SPINS_AT_ONCE spins holding one: under a burst the
  // others wait at the gate, not for the pool.
  return spinGate.run(() =>
    retryOnceOnConflict(() =>
      inTransaction(ctx.db, async (tx) => {
        const providerId = await customers.providerIdOf(tx, campaign.sistema);
        if (providerId === null) throw notFound(MSG.closed);
        await repo.lockPerson(tx, campaign.id, input.cpf, input.telefone);
        await checkInterval(tx, campaign, input);
        if (
          campaign.giros_por_endereco > 0 &&
          !(await repo.countAddressSpin(
            tx,
            campaign.id,
            addressKey(visit.address),
            today(),
            campaign.giros_por_endereco,
          ))
        ) {
          throw new AppError('rate_limited', MSG.addressLimit);
        }
        if (codeId !== null && !(await repo.useCode(tx, codeId))) throw fieldRefusal('codigo', MSG.codeExpired);
        const codes = await customers.customerCodes(tx, providerId, input.cpf);
        const cliente = codes.length > 0;

        const { codigo, erro } = await followUp(tx, campaign, providerId, input, codes, erp);

        // A plain read, a draw, and a consumable prize taken by a conditional decrement that never goes
        // below 0. When that prize ran out since the read, the draw is made again on a new read, where it no
        // longer counts. No prize row is locked for the draw: a spin holds at most the one row it took, and
        // waits for a row only while holding none, so spins cannot deadlock on the prizes (locking the
        // audience's rows `for update` did, on PostgreSQL, when two spins found them being updated).
        let drawn: { prize: Prize; sorteio: DrawTrace; left: number | null } | null = null;
        for (let draw = 0; !drawn && draw < MAX_DRAWS; draw++) {
          const prizes = await repo.audiencePrizes(tx, campaign.id, cliente);
          const aleatorio = secureRandom();
          const prize = pickPrize(
            prizes.map((p) => ({ ...p, peso: p.peso_item })),
            aleatorio,
          );
          if (!prize) throw conflict(MSG.soldOut);
          const sorteio: DrawTrace = {
            aleatorio,
            premios: prizes.map((p) => ({
              id: p.id,
              peso: p.peso_item,
              quantidade: p.quantidade,
              consumivel: p.consumivel,
            })),
          };
          const left = prize.consumivel ? await repo.takeOne(tx, prize.id) : null;
          if (!prize.consumivel || left !== null) drawn = { prize, sorteio, left };
        }
        if (!drawn) throw conflict(MSG.soldOut);
        const { prize, sorteio, left } = drawn;
        if (left !== null && left === prize.quantidade_minima) {
          await notifications.notify(tx, [campaign.id_usuario_intranet], {
            modulo: 'roleta',
            msg: MSG.lowStock(prize.nome, campaign.nome, left),
            id_campanha: campaign.id,
          });
        }
        const cupom = newCoupon();
        await repo.insertParticipant(tx, {
          id_campanha: campaign.id,
          id_premio: prize.id,
          nome: input.nome,
          telefone: input.telefone,
          cpf: input.cpf,
          cliente,
          cupom,
          codigo,
          erro,
          sorteio,
        });
        return {
          cupom,
          premio: { id: prize.id, nome: prize.nome, descricao: prize.descricao, animacao: prize.animacao },
        };
      }),
    ),
  );
}
