import { z } from 'zod';
import { addDays } from '../calendar/days';
import { pageLimit, pageOffset } from '../api/paging';
import { MSG } from '../validation/messages';
import { idParam } from '../validation/fields';
import { BLOCKING_ACTIONS, CONTRACT_KINDS, CRITERION_KINDS } from './blocking-engine';
import { blockingRule } from './blocking-rules.schemas';

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Data inválida' })
  .refine((value) => addDays(value, 0) === value, { error: 'Data inválida' });

export const ruleIdParams = z.object({ id: idParam });
export const simulationIdParams = z.object({ id: idParam });

/** `POST /v1/regra/bloqueio/:id/simulacao`: today in São Paulo unless a day is given. */
export const simulateBody = z.object({ data_referencia: day.optional() }).nullish();

/** What one simulation found, recorded with who ran it, when, the day and the rule's version. */
export const blockingSimulation = z.object({
  id: z.number(),
  id_regra: z.number(),
  versao_regra: z.number(),
  data_referencia: z.string(),
  id_usuario: z.number().nullable(),
  usuario: z.string().nullable(),
  criada_em: z.string(),
  afetados: z.number(),
  reduzir: z.number(),
  bloquear: z.number(),
  excluidos: z.number(),
  /** Overdue amount of the contracts it acts on (reais). */
  valor_total: z.number(),
  /** Overdue amount of the excluded ones. */
  valor_excluido: z.number(),
  /** Contracts each criterion excluded (only those that excluded someone). */
  por_excecao: z.array(z.object({ id_criterio: z.number(), tipo: z.enum(CRITERION_KINDS), quantidade: z.number() })),
  /** Whether the rule changed after it (it can no longer be applied). */
  desatualizada: z.boolean(),
});
export type BlockingSimulation = z.infer<typeof blockingSimulation>;

export const simulateResponse = z.object({ simulacao: blockingSimulation });

/** Which contracts of a simulation a page shows. */
export const SIMULATION_FILTERS = ['afetados', 'reduzir', 'bloquear', 'excluidos', 'todos'] as const;
export type SimulationFilter = (typeof SIMULATION_FILTERS)[number];
export const SIMULATION_FILTER_LABEL: Record<SimulationFilter, string> = {
  afetados: 'Reduzidos ou bloqueados',
  reduzir: 'Reduzidos',
  bloquear: 'Bloqueados',
  excluidos: 'Excluídos',
  todos: 'Todos em atraso',
};

export const simulationContractsQuery = z.object({
  filtro: z.enum(SIMULATION_FILTERS, { error: MSG.invalidData }).default('afetados'),
  limit: pageLimit('query'),
  offset: pageOffset('query'),
});
export type SimulationContractsQuery = z.input<typeof simulationContractsQuery>;

/** One contract overdue by the rule's days, what the rule does to it and, when excluded, why. */
export const simulatedContract = z.object({
  id_contrato: z.number(),
  codigo_erp: z.string(),
  cliente: z.string(),
  cpf: z.string(),
  tipo: z.enum(CONTRACT_KINDS),
  marcadores: z.array(z.string()),
  dias_atraso: z.number(),
  faturas_vencidas: z.number(),
  valor_vencido: z.number(),
  prevista: z.enum(BLOCKING_ACTIONS),
  acao: z.enum(BLOCKING_ACTIONS).nullable(),
  excecao: z.object({ id_criterio: z.number(), tipo: z.enum(CRITERION_KINDS), motivo: z.string() }).nullable(),
});
export type SimulatedContract = z.infer<typeof simulatedContract>;

/** A page of a simulation's contracts, as the data are now, on the simulation's day. */
export const simulationContractsResponse = z.object({ total: z.number(), contratos: z.array(simulatedContract) });

export const APPLICATION_STATUSES = ['pendente', 'em_execucao', 'concluida', 'falhou'] as const;
export const APPLICATION_STATUS_LABEL: Record<(typeof APPLICATION_STATUSES)[number], string> = {
  pendente: 'Aguardando',
  em_execucao: 'Em execução',
  concluida: 'Concluída',
  falhou: 'Não aplicada',
};

/** An application of a rule and its progress, read from the database. */
export const blockingApplication = z.object({
  id: z.number(),
  id_regra: z.number(),
  id_simulacao: z.number(),
  versao_regra: z.number(),
  data_referencia: z.string(),
  usuario: z.string().nullable(),
  status: z.enum(APPLICATION_STATUSES),
  erro: z.string().nullable(),
  criada_em: z.string(),
  iniciada_em: z.string().nullable(),
  concluida_em: z.string().nullable(),
  /** Actions recorded by it (a contract already acted on that day by the rule is not acted on again). */
  acoes: z.number(),
  enviadas: z.number(),
  falhas: z.number(),
  pendentes: z.number(),
});
export type BlockingApplication = z.infer<typeof blockingApplication>;

export const applyResponse = z.object({ aplicacao: blockingApplication });

/** `/blocking-rules/simulation/:id`: the rule, its latest simulation and its latest applications. */
export const ruleStateResponse = z.object({
  regra: blockingRule,
  hoje: z.string(),
  ultima_simulacao: blockingSimulation.nullable(),
  aplicacoes: z.array(blockingApplication),
});
export type RuleStateResponse = z.infer<typeof ruleStateResponse>;
