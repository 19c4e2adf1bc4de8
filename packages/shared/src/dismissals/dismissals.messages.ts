import { formatDate } from '../format/dates';

/** The dismissals' pt-BR texts, read by both sides. */
export const DISMISSALS_MSG = {
  title: 'Desligamentos',
  registerTitle: 'Registrar desligamento',
  editTitle: 'Desligamento',
  add: 'Registrar desligamento',
  listFailed: 'Não foi possível carregar os desligamentos. Tente novamente.',
  loadFailed: 'Não foi possível carregar o desligamento. Tente novamente.',
  empty: 'Nenhum desligamento encontrado. Ajuste os filtros ou registre um desligamento.',
  notFound: 'Desligamento não encontrado.',
  personNotFound: 'Colaborador não encontrado.',
  notEmployee: 'Só é possível registrar o desligamento de um colaborador.',
  ownDismissal: 'Não é possível registrar o próprio desligamento.',
  beforeAdmission: 'A data do desligamento não pode ser anterior à data de admissão.',
  alreadyLive: (nome: string, data: string, status: string) =>
    `${nome} já tem um desligamento ${status === 'aplicado' ? 'aplicado' : 'agendado'} para ${formatDate(data)}. ` +
    'Edite esse desligamento ou reverta-o antes de registrar outro.',
  reverted: 'Este desligamento foi revertido e não pode mais ser alterado.',
  appliedDate: 'O desligamento já foi aplicado: para mudar a data, reverta-o e registre outro.',
  person: 'Selecione o colaborador.',
  date: 'Informe a data do desligamento.',
  invalidDate: 'Data inválida.',
  noticeDays: 'Informe de 0 a 90 dias de aviso prévio.',
  noNoticeForCause: 'Na dispensa por justa causa não há aviso prévio: escolha "Não se aplica".',
  max: (max: number) => `Utilize no máximo ${max} caracteres.`,
  revertReason: 'Informe o motivo da reversão.',
  created: 'Desligamento registrado com sucesso!',
  createdApplied: 'Desligamento registrado e aplicado: o acesso do colaborador foi encerrado.',
  createFailed: 'Não foi possível registrar o desligamento.',
  saved: 'Desligamento atualizado com sucesso!',
  saveFailed: 'Não foi possível salvar o desligamento.',
  revertTitle: 'Reverter desligamento',
  revertConfirm: (nome: string, applied: boolean) =>
    applied
      ? `Reverter o desligamento de ${nome}? O acesso é restaurado e a pessoa volta a entrar com a sua senha.`
      : `Reverter o desligamento agendado de ${nome}? O acesso não será encerrado.`,
  revertDone: 'Desligamento revertido.',
  revertDoneRestored: 'Desligamento revertido: o acesso foi restaurado.',
  revertFailed: 'Não foi possível reverter o desligamento.',
  taskDone: 'Tarefa concluída.',
  taskUndone: 'Tarefa reaberta.',
  taskFailed: 'Não foi possível atualizar a tarefa.',
  taskNotFound: 'Tarefa não encontrada.',
} as const;
