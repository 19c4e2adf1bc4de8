/** Texts of the marketing events that the web and the server show (marketing spec §2, §5, §8). */
export const MARKETING_EVENTS_MSG = {
  title: 'Eventos',
  registerTitle: 'Eventos - Novo Evento',
  editTitle: 'Eventos - Editar Evento',
  add: 'NOVO EVENTO',
  detailsTitle: 'Descrição do Evento',
  deleteTitle: 'Excluir Evento?',
  /** Spec §8, "Events". */
  created: 'Evento cadastrado com sucesso',
  statusUpdated: 'Status do evento atualizado com sucesso',
  deleted: 'Evento excluído com sucesso',
  loadFailed: 'Ocorreu algum erro ao carregar os dados!',
  statusFailed: 'Ocorreu algum erro ao atualizar o status do evento',
  deleteFailed: 'Ocorreu algum erro ao excluir o evento',
  createFailed: 'Erro ao cadastrar Evento',
  citiesFailed: 'Erro ao buscar cidades!',
  getFailed: 'Erro ao buscar evento!',
  /** Not in the spec: the edit's toasts, worded as the create's. */
  updated: 'Evento atualizado com sucesso',
  updateFailed: 'Erro ao atualizar Evento',
  /** The `valida_datas` check (002 §8: date checks become the start-after-end message, worded as the roulette's). */
  datesOrder: 'A data de fim do evento deve ser maior ou igual à data de início.',
  invalidDate: 'Data inválida',
  /** Not in the spec. */
  cityNotFound: 'Cidade não encontrada.',
  notFound: 'Evento não encontrado.',
  noSite: 'Evento sem site',
} as const;

/** Field names as people read them (form, list, details dialog and history viewer). */
export const MARKETING_EVENTS_LABELS = {
  created_at: 'Criação',
  evento: 'Evento',
  site_evento: 'Site do evento',
  periodo: 'Data de Início e Fim',
  data_inicio: 'Data Início',
  data_fim: 'Data Fim',
  nome_do_local: 'Nome do Local',
  local: 'Nome do Local',
  endereco_do_local: 'Endereço do Local',
  endereco: 'Endereço do Local',
  cidade: 'Cidade',
  status: 'Status',
} as const;

export const EVENT_TEXT_MAX = { evento: 200, local: 200, endereco: 500, site: 500 } as const;
