/** Notifications of campaigns and channels, as the marketing spec §8 words them. */
export const CAMPAIGN_TEXT = {
  created: 'Campanha cadastrada com sucesso!',
  edited: 'Campanha editada com sucesso!',
  deleted: 'Campanha excluída com sucesso',
  createFailed: 'Erro ao cadastrar campanha',
  editFailed: 'Erro ao editar campanha',
  deleteFailed: 'Erro ao excluir campanha',
} as const;

export const CHANNEL_TEXT = {
  created: 'Canal cadastrado com sucesso',
  edited: 'Canal editado com sucesso',
  deleted: 'Canal excluído com sucesso',
  createFailed: 'Erro ao cadastrar canal!',
  editFailed: 'Erro ao editar canal!',
  deleteFailed: 'Erro ao excluir canal',
} as const;

/** Field labels of the forms, the list columns and the history viewer. */
export const SALES_LABELS = {
  nome: 'Nome',
  bitcom: 'Bitcom',
  razao: 'RazãoInfo',
  vetorial: 'Vetorial',
  api: 'API',
  public: 'API',
  ativo: 'Status',
  created_at: 'Criação',
} as const;
