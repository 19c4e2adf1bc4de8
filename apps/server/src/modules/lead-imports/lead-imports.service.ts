import { LEAD_IMPORTS_MSG as M } from '@intranet/shared/lead-imports/lead-imports.messages';
import { providerFlagOf } from '@intranet/shared/tracking-links/tracking-links.rules';
import type {
  CreateLeadsResult,
  LeadImport,
  Participant,
  createLeadsBody,
  leadImportCreateBody,
  leadImportListBody,
  participantListBody,
  participantUpdateBody,
} from '@intranet/shared/lead-imports/lead-imports.schemas';
import type { z } from 'zod';
import { withActor } from '../../db/client';
import { conflict, invalid, notFound } from '../../platform/http/errors';
import type { OpContext } from '../../platform/http/routes';
import { yieldToEventLoop } from '../../platform/spreadsheets/rows';
import { presentImport, presentParticipant } from './lead-imports.presenter';
import { LEAD_BATCH } from './lead-imports.repository';
import * as repo from './lead-imports.repository';

type Parsed<S extends z.ZodType> = z.output<S>;

const actorId = (ctx: OpContext) => (ctx.actor.userId > 0 ? ctx.actor.userId : null);
const fieldError = (path: string, message: string) => invalid(message, [{ path, message }]);

/** `POST v1/lead/importacao/cliente/filtro`: a page of the imports, newest first. */
export async function listImports(
  { db }: OpContext,
  body: Parsed<typeof leadImportListBody>,
): Promise<{ vendas_lead_importacao: LeadImport[]; total: number }> {
  const { rows, total } = await repo.list(db, {
    busca: body.filtro.busca || undefined,
    limit: body.limit,
    offset: body.offset,
  });
  return { vendas_lead_importacao: rows.map(presentImport), total };
}

/** An import by id, or 404. */
export async function findImport({ db }: Pick<OpContext, 'db'>, id: number): Promise<LeadImport> {
  const row = await repo.find(db, id);
  if (!row) throw notFound(M.importNotFound);
  return presentImport(row);
}

/**
 * `POST v1/lead/importacao`: records an import of a stored spreadsheet (bucket importacoes) for a
 * provider, with one of its active campaigns and channels (those whose flag of the provider is on).
 */
export async function createImport(ctx: OpContext, body: Parsed<typeof leadImportCreateBody>): Promise<LeadImport> {
  const { db } = ctx;
  const provider = await repo.provider(db, body.id_empresa);
  if (!provider) throw fieldError('id_empresa', M.providerNotFound);
  const flag = providerFlagOf(provider.nome);
  const campaign = await repo.campaign(db, body.id_campanha);
  if (!campaign || !campaign.ativo || (flag && !campaign[flag])) throw fieldError('id_campanha', M.campaignNotFound);
  const channel = await repo.channel(db, body.id_canal);
  if (!channel || !channel.ativo || (flag && !channel[flag])) throw fieldError('id_canal', M.channelNotFound);
  const file = await repo.file(db, body.id_file);
  if (!file || file.bucket !== 'importacoes') throw fieldError('id_file', M.fileNotFound);
  const id = await repo.insert(db, {
    id_arquivo: file.id,
    nome_arquivo: file.nome,
    id_empresa: provider.id,
    id_campanha: campaign.id,
    id_canal: channel.id,
    id_usuario: actorId(ctx),
  });
  return findImport(ctx, id);
}

/** `POST v1/lead/importacao/clientes/filtro`: a page of an import's lines (or one, by id) and the import. */
export async function listParticipants(
  { db }: OpContext,
  { filtro, limit, offset }: Parsed<typeof participantListBody>,
): Promise<{ vendas_lead_participante: Participant[]; total: number; importacao: LeadImport }> {
  const importacao = await findImport({ db }, filtro.id_importacao_evento);
  const { rows, total } = await repo.participants(db, {
    idImportacao: filtro.id_importacao_evento,
    id: filtro.id,
    busca: filtro.busca || undefined,
    situacao: filtro.situacao,
    limit,
    offset,
  });
  return { vendas_lead_participante: rows.map(presentParticipant), total, importacao };
}

/**
 * `PUT v1/lead/importacao/clientes`: lines corrected from the edit screen (spec: where/_set). The
 * fields arrive checked (only digits, a CPF with its check digits, a phone with its area code), so a
 * corrected line has no problem left; its customer flag follows its CPF. A line already turned into
 * a lead is not edited (409); all updates or none.
 */
export async function updateParticipants(
  ctx: OpContext,
  { updates }: Parsed<typeof participantUpdateBody>,
): Promise<Participant[]> {
  const changed = await withActor(ctx.db, actorId(ctx), async (tx) => {
    for (const { where, _set } of updates) {
      const state = await repo.participantState(tx, where.id_importacao_evento, where.id);
      if (!state) throw notFound(M.participantNotFound);
      if (state.lead) throw conflict(M.leadDone);
      await repo.updateParticipant(tx, {
        id: where.id,
        nome: _set.nome.replace(/\s+/g, ' '),
        telefone: _set.telefone,
        cpf: _set.cpf,
        problema: null,
      });
    }
    return updates.map((u) => u.where);
  });
  const answer: Participant[] = [];
  for (const where of changed) {
    const { rows } = await repo.participants(ctx.db, {
      idImportacao: where.id_importacao_evento,
      id: where.id,
      situacao: 'todas',
      limit: 1,
      offset: 0,
    });
    answer.push(...rows.map(presentParticipant));
  }
  return answer;
}

/**
 * `POST v1/lead/importacao/mk`: the chosen lines of an import become leads, in one transaction and
 * spreadsheet order. A line with a problem, a line already a lead and a CPF with an open lead of the
 * provider (one open lead per CPF and provider) are refused, each with its reason; the others are
 * created under the signed-in user.
 */
export async function createLeads(ctx: OpContext, body: Parsed<typeof createLeadsBody>): Promise<CreateLeadsResult> {
  const ids = [...new Set(body.lead)];
  const idImportacao = body.id_importacao_evento;
  return withActor(ctx.db, actorId(ctx), async (tx) => {
    if (!(await repo.lock(tx, idImportacao))) throw notFound(M.importNotFound);
    const created = new Set<number>();
    for (let start = 0; start < ids.length; start += LEAD_BATCH) {
      for (const id of await repo.createLeads(tx, idImportacao, ids.slice(start, start + LEAD_BATCH))) created.add(id);
      await yieldToEventLoop();
    }
    if (created.size) await repo.addLeadsCreated(tx, idImportacao, created.size);

    const left = ids.filter((id) => !created.has(id));
    const known = new Map<number, { linha: number; lead: boolean; problema: string | null }>();
    for (let start = 0; start < left.length; start += LEAD_BATCH) {
      for (const row of await repo.refusedLines(tx, idImportacao, left.slice(start, start + LEAD_BATCH)))
        known.set(row.id, row);
    }
    const recusadas = left
      .map((id) => {
        const line = known.get(id);
        if (!line) return { id, linha: 0, motivo: M.participantNotFound };
        return { id, linha: line.linha, motivo: line.lead ? M.alreadyLead : line.problema ? M.fixFirst : M.openLead };
      })
      .sort((a, b) => a.linha - b.linha || a.id - b.id);
    const criadas = created.size;
    return {
      status: recusadas.length === 0 ? 'sucesso' : criadas === 0 ? 'nenhuma' : 'parcial',
      message: M.created(criadas, recusadas.length),
      criadas,
      recusadas,
    };
  });
}
