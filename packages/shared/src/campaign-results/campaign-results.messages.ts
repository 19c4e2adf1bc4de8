import { formatInteger } from '../format/numbers';
import { PARSE_MSG } from '../format/parse';

/** At most this much in each figure of a result (marketing spec §5, §9). */
export const RESULT_MAX = 1_000_000;
/** The amount field takes at most this many characters (spec §9). */
export const AMOUNT_MAX_LENGTH = 20;

/** Texts of campaign results and the results report (marketing spec §5, §8), copied as written. */
export const CAMPAIGN_RESULTS_MSG = {
  title: 'Resultados da campanha',
  reportTitle: 'Resultados de Campanhas',
  created: 'Resultado de campanha cadastrado com sucesso!',
  updated: 'Resultado editado com sucesso!',
  updateFailed: 'Não foi possivel editar',
  /** Not in the spec (it names no failure of a new result): worded like the other areas'. */
  createFailed: 'Erro ao cadastrar resultado de campanha',
  requiredPrefix: 'Preencha os seguintes campos obrigatórios: ',
  maxImpressions: `O número máximo de impressões é ${formatInteger(RESULT_MAX)}`,
  maxClicks: `O número máximo de cliques é ${formatInteger(RESULT_MAX)}`,
  maxConversations: `O número máximo de conversas iniciadas é ${formatInteger(RESULT_MAX)}`,
  maxInvestment: `O número máximo de valor investido é ${formatInteger(RESULT_MAX)}`,
  invalidNumber: PARSE_MSG.number,
  invalidDate: PARSE_MSG.date,
  invalidRange: PARSE_MSG.range,
  noData: 'Não há dados disponíveis',
  nothingFound: 'Nenhum dado encontrado',
  // Ours, where the spec is silent.
  campaignNotFound: 'Campanha não encontrada.',
  providerNotFound: 'Provedor não encontrado.',
  channelNotAllowed: 'O canal escolhido não é Facebook ou Google deste provedor.',
  resultNotFound: 'Resultado não encontrado.',
  overlap: 'Já existe um resultado deste canal e provedor em um período que se sobrepõe a este.',
  exportFailed: 'Não foi possível exportar o relatório.',
} as const;
