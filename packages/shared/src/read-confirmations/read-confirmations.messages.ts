/** Texts of the read confirmations that the web and the server show. */
export const READ_CONFIRMATIONS_MSG = {
  title: 'Confirmações de leitura',
  detailTitle: 'Confirmações de leitura: pessoas',
  confirm: 'Li e estou ciente',
  confirmed: 'Leitura confirmada.',
  confirmedAt: 'Confirmado em',
  notFound: 'Item não encontrado.',
  pendingBadge: (n: number) => (n === 1 ? '1 leitura pendente' : `${n} leituras pendentes`),
  noPending: 'Nenhuma leitura pendente.',
  remind: 'Lembrar pendentes',
  remindConfirm: (n: number) =>
    n === 1
      ? 'Enviar um lembrete à pessoa que ainda não confirmou a leitura?'
      : `Enviar um lembrete às ${n} pessoas que ainda não confirmaram a leitura?`,
  remindNone: 'Não há pendentes para lembrar.',
  reminded: (n: number) => (n === 1 ? 'Lembrete enviado a 1 pessoa.' : `Lembrete enviado a ${n} pessoas.`),
  reminderTitle: 'Leitura pendente',
  reminderText: (titulo: string) => `Lembrete: confirme a leitura de "${titulo}".`,
  tipoLabel: { noticia: 'Notícia', manual: 'Manual do Colaborador' },
  statusLabel: { confirmado: 'Confirmado', pendente: 'Pendente' },
} as const;
