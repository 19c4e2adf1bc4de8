/** Texts of the sending restrictions that the web and the server show (marketing spec §2, §5, §8). */
export const COMMUNICATION_RESTRICTIONS_MSG = {
  title: 'Restrições de Envio',
  registerTitle: 'Restrições de Envio - Nova Restrição',
  editTitle: 'Restrições de Envio - Editar Restrição',
  add: 'NOVA RESTRIÇÃO',
  deleteTitle: 'Excluir Restrição?',
  /** Spec §8, "Restrictions": the area's success and failure toasts. */
  updated: 'Dados atualizados com sucesso!',
  deleted: 'Dados excluídos com sucesso!',
  loadFailed: 'Ocorreu algum erro ao carregar dados!',
  /** Spec §5 and 002 §8: a second restriction of a customer, whether the check or the unique index sees it. */
  duplicate:
    'Já existe uma restrição cadastrada para esse cliente, atualize as preferências através da tabela de restrições!',
  /** Not in the spec: the code names no customer of the provider's directory. */
  customerNotFound: 'Cliente não encontrado no cadastro de clientes deste provedor.',
  /** Not in the spec: the CPF lookup found the customer, but none was chosen. */
  customerRequired: 'Busque o cliente antes de salvar.',
  notFound: 'Restrição não encontrada.',
  /** Not in the spec: what the switches mean, under them on the form. */
  channelsHint: 'Sim: o canal pode ser usado. Não: o canal fica restrito para o cliente.',
} as const;

/** Field names as people read them (form labels, list columns and filters). */
export const COMMUNICATION_RESTRICTIONS_LABELS = {
  created_at: 'Criação',
  sistema: 'Provedor',
  buscar_por: 'Buscar por',
  cod_cliente: 'Código Cliente',
  cpf: 'CPF',
  nome_razaosocial: 'Nome do Cliente',
  whatsapp: 'WhatsApp',
  email: 'E-mail',
  sms: 'SMS',
} as const;

/** A channel's state on the list's buttons: true = may be used, false = restricted. */
export const CHANNEL_STATE = { allowed: 'ativo', restricted: 'restrito' } as const;
