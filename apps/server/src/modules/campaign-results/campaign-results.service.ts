import { CAMPAIGN_RESULTS_MSG as TEXT } from '@intranet/shared/campaign-results/campaign-results.messages';
import { providerFlag } from '@intranet/shared/campaign-results/campaign-results.rules';
import type { ResultUpdateValues, ResultValues } from '@intranet/shared/campaign-results/campaign-results.schemas';
import { periodLabel } from '@intranet/shared/format/period';
import { RESULT_CHANNEL_NAMES } from '@intranet/shared/sales/channel.schemas';
import { foldText } from '@intranet/shared/format/text';
import { type Db, withActor } from '../../db/client';
import { conflict, invalid, notFound } from '../../platform/http/errors';
import type { OpContext } from '../../platform/http/routes';
import { presentResult } from './campaign-results.presenter';
import * as repo from './campaign-results.repository';

type Figures = Pick<ResultValues, 'impressoes' | 'cliques' | 'conversas_iniciadas' | 'investimento'>;
type Placement = {
  id_campanha: number;
  id_empresa: number;
  id_canal: number;
  periodo_inicio: string;
  periodo_fim: string;
};

/** `POST …/listar/resultado/campanha`: results of a campaign (or one by id), newest period first. */
export async function listResults({ db }: OpContext, filter: { id?: number; campaignId?: number }) {
  return { relatorio_listar_resultado_campanha: (await repo.findResults(db, filter)).map(presentResult) };
}

/** `GET …/resultado/campanha/canal/{channelId}`: the periods already entered on a channel. */
export async function listChannelResults(
  { db }: OpContext,
  channelId: number,
  filter: { campaignId?: number; providerId?: number },
) {
  return { vendas_campanha_resultado: await repo.findChannelResults(db, channelId, filter) };
}

/**
 * A result must name an existing provider and one of its paid-media channels (Facebook or Google with
 * the provider's flag, spec §9), and must not share a day with another result of the same campaign,
 * channel and provider: the report adds up the leads of each result's period, so overlapping periods
 * would count the same leads twice.
 */
async function checkPlacement(tx: Db, value: Placement, exceptId?: number) {
  if (!(await repo.lockCampaign(tx, value.id_campanha)))
    throw invalid(TEXT.campaignNotFound, [{ path: 'object.id_campanha', message: TEXT.campaignNotFound }]);
  const provider = await repo.findProvider(tx, value.id_empresa);
  if (!provider) throw invalid(TEXT.providerNotFound, [{ path: 'object.id_empresa', message: TEXT.providerNotFound }]);
  const channel = await repo.findChannel(tx, value.id_canal);
  const flag = providerFlag(provider.nome);
  const paidMedia = channel && RESULT_CHANNEL_NAMES.some((name) => foldText(name) === foldText(channel.nome));
  if (!channel || !paidMedia || !flag || !channel[flag])
    throw invalid(TEXT.channelNotAllowed, [{ path: 'object.id_canal', message: TEXT.channelNotAllowed }]);
  if (await repo.overlaps(tx, value, exceptId)) throw conflict(TEXT.overlap);
}

function figures(value: Figures, empty: 'drop' | 'zero') {
  const pick = (v: number | undefined) => (v === undefined && empty === 'zero' ? 0 : v);
  const out = {
    impressoes: pick(value.impressoes),
    cliques: pick(value.cliques),
    conversas_iniciadas: pick(value.conversas_iniciadas),
    investimento:
      value.investimento === undefined ? (empty === 'zero' ? '0' : undefined) : value.investimento.toFixed(2),
  };
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined));
}

/** `POST v1/vendas/campanha/resultado/insert`: empty figures are dropped (they start at zero), the label is written from the dates. */
export async function createResult({ db, actor }: OpContext, value: ResultValues) {
  const saved = await withActor(db, actor.userId, async (tx) => {
    await checkPlacement(tx, value);
    return repo.insertResult(tx, {
      id_campanha: value.id_campanha,
      id_empresa: value.id_empresa,
      id_canal: value.id_canal,
      periodo_inicio: value.periodo_inicio,
      periodo_fim: value.periodo_fim,
      periodo: periodLabel(value.periodo_inicio, value.periodo_fim),
      id_usuario: actor.userId > 0 ? actor.userId : null,
      ...figures(value, 'drop'),
    });
  });
  return { insert_vendas_campanha_resultado_one: saved };
}

/** `PUT /v1/lead/resultado/campanha/{id_result}`: the whole result again (an emptied figure is zero), recording who edited it. */
export async function updateResult({ db, actor }: OpContext, id: number, value: ResultUpdateValues) {
  const saved = await withActor(db, actor.userId, async (tx) => {
    const campaignId = await repo.findResultCampaign(tx, id);
    if (campaignId === undefined) throw notFound(TEXT.resultNotFound);
    await checkPlacement(tx, { ...value, id_campanha: campaignId }, id);
    return repo.updateResult(tx, id, {
      id_empresa: value.id_empresa,
      id_canal: value.id_canal,
      periodo_inicio: value.periodo_inicio,
      periodo_fim: value.periodo_fim,
      periodo: periodLabel(value.periodo_inicio, value.periodo_fim),
      id_usuario_updater: actor.userId > 0 ? actor.userId : null,
      ...figures(value, 'zero'),
    });
  });
  if (!saved) throw notFound(TEXT.resultNotFound);
  return { update_vendas_campanha_resultado_by_pk: saved };
}
