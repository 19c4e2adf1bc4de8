import { cents, exclusionReason } from '@intranet/shared/blocking-rules/blocking-engine';
import { BLOCKING_RULES_MSG as MSG } from '@intranet/shared/blocking-rules/blocking-rules.messages';
import type {
  BlockingApplication,
  BlockingSimulation,
  SimulatedContract,
  SimulationFilter,
} from '@intranet/shared/blocking-rules/blocking-simulation.schemas';
import { today as saoPauloToday } from '@intranet/shared/calendar/days';
import { withActor } from '../../db/client';
import { conflict, notFound } from '../../platform/http/errors';
import type { OpContext } from '../../platform/http/routes';
import { blockingRuleService } from './blocking-rules.service';
import * as repo from './blocking-rules.repository';

const money = (value: string | number) => cents(value) / 100;

function presentSimulation(row: repo.SimulationRow, versaoAtual: number): BlockingSimulation {
  return {
    id: row.id,
    id_regra: row.id_regra,
    versao_regra: row.versao_regra,
    data_referencia: row.data_referencia,
    id_usuario: row.id_usuario,
    usuario: row.usuario,
    criada_em: row.created_at.toISOString(),
    afetados: row.afetados,
    reduzir: row.reduzir,
    bloquear: row.bloquear,
    excluidos: row.excluidos,
    valor_total: money(row.valor_total),
    valor_excluido: money(row.valor_excluido),
    por_excecao: row.por_excecao as BlockingSimulation['por_excecao'],
    desatualizada: row.versao_regra !== versaoAtual,
  };
}

export function presentApplication(row: repo.ApplicationProgress): BlockingApplication {
  return {
    id: row.id,
    id_regra: row.id_regra,
    id_simulacao: row.id_simulacao,
    versao_regra: row.versao_regra,
    data_referencia: row.data_referencia,
    usuario: row.usuario,
    status: row.status,
    erro: row.erro,
    criada_em: row.created_at.toISOString(),
    iniciada_em: row.iniciada_em?.toISOString() ?? null,
    concluida_em: row.concluida_em?.toISOString() ?? null,
    acoes: row.acoes,
    enviadas: row.enviadas,
    falhas: row.falhas,
    pendentes: row.pendentes,
  };
}

export function presentContract(row: repo.EvaluatedRow): SimulatedContract {
  const valor_vencido = money(row.valor_vencido);
  return {
    id_contrato: row.id_contrato,
    codigo_erp: row.codigo_erp,
    cliente: row.cliente,
    cpf: row.cpf,
    tipo: row.tipo,
    marcadores: row.marcadores,
    dias_atraso: row.dias_atraso,
    faturas_vencidas: row.faturas,
    valor_vencido,
    prevista: row.prevista,
    acao: row.id_criterio === null ? row.prevista : null,
    excecao:
      row.id_criterio === null || row.tipo_criterio === null
        ? null
        : {
            id_criterio: row.id_criterio,
            tipo: row.tipo_criterio,
            motivo: exclusionReason(
              {
                tipo: row.tipo_criterio,
                tipo_contrato: row.criterio_tipo_contrato,
                marcador: row.criterio_marcador,
                valor_limite: row.criterio_valor_limite,
              },
              { promessa_ate: row.promessa_ate, valor_vencido },
            ),
          },
  };
}

async function ruleOf(ctx: OpContext, id: number) {
  const rule = await repo.findRule(ctx.db, id);
  if (!rule) throw notFound(MSG.ruleNotFound);
  return rule;
}

async function simulationOf(ctx: OpContext, id: number) {
  const simulation = await repo.findSimulation(ctx.db, id);
  if (!simulation) throw notFound(MSG.simulationNotFound);
  return simulation;
}

export type SimulationDeps = { today?: () => string };

/** `/blocking-rules/simulation/:id`: simulating, reading a simulation's contracts and applying it. */
export function blockingSimulationService(deps: SimulationDeps = {}) {
  const today = deps.today ?? saoPauloToday;
  return {
    async state(ctx: OpContext, { id }: { id: number }) {
      const rule = await ruleOf(ctx, id);
      const [latest, apps] = await Promise.all([repo.latestSimulation(ctx.db, id), repo.applications(ctx.db, id)]);
      return {
        regra: await blockingRuleService.get(ctx, { id }),
        hoje: today(),
        ultima_simulacao: latest ? presentSimulation(latest, rule.versao) : null,
        aplicacoes: apps.map(presentApplication),
      };
    },

    /** Runs the rule on the day and records the figures with who, when and the rule's version. */
    async simulate(ctx: OpContext, { id, day }: { id: number; day?: string }) {
      const data_referencia = day ?? today();
      // The version read and the figures come from one snapshot: an edit committed meanwhile is a later version.
      const recorded = await withActor(ctx.db, ctx.actor.userId, async (tx) => {
        const rule = await repo.findRule(tx, id);
        if (!rule) throw notFound(MSG.ruleNotFound);
        const summary = await repo.simulationSummary(tx, rule, data_referencia);
        const { id: simId } = await repo.insertSimulation(tx, {
          id_regra: rule.id,
          versao_regra: rule.versao,
          data_referencia,
          id_usuario: ctx.actor.userId > 0 ? ctx.actor.userId : null,
          ...summary,
        });
        return { simId, versao: rule.versao };
      });
      const row = await simulationOf(ctx, recorded.simId);
      const rule = await ruleOf(ctx, id);
      return { simulacao: presentSimulation(row, rule.versao) };
    },

    /** A page of the simulation's contracts on its day, as the data are now. */
    async contracts(
      ctx: OpContext,
      { id, filtro, limit, offset }: { id: number; filtro: SimulationFilter; limit: number; offset: number },
    ) {
      const simulation = await simulationOf(ctx, id);
      const rule = await ruleOf(ctx, simulation.id_regra);
      const page = await repo.simulationPage(ctx.db, rule, simulation.data_referencia, { filtro, limit, offset });
      return { total: page.total, contratos: page.rows.map(presentContract) };
    },

    /**
     * "Aplicar regra": the caller confirms this simulation. Refused (409) when the rule changed after it,
     * it is of another day or the rule is inactive; the same simulation applied again answers its
     * application. Answers the application, which `start` then runs.
     */
    async apply(ctx: OpContext, { id }: { id: number }) {
      return withActor(ctx.db, ctx.actor.userId, async (tx) => {
        const simulation = await repo.findSimulation(tx, id);
        if (!simulation) throw notFound(MSG.simulationNotFound);
        const rule = await repo.lockRule(tx, simulation.id_regra);
        if (!rule) throw notFound(MSG.ruleNotFound);
        if (rule.versao !== simulation.versao_regra) throw conflict(MSG.changedSinceSimulation);
        if (simulation.data_referencia !== today()) throw conflict(MSG.simulationOfAnotherDay);
        if (!rule.ativo) throw conflict(MSG.inactiveRule);
        const { id: appId } = await repo.insertApplication(tx, {
          id_regra: rule.id,
          id_simulacao: simulation.id,
          versao_regra: rule.versao,
          data_referencia: simulation.data_referencia,
          id_usuario: ctx.actor.userId > 0 ? ctx.actor.userId : null,
        });
        const progress = await repo.application(tx, appId);
        return { aplicacao: presentApplication(progress!) };
      });
    },
  };
}
