/** The resources' and bookings' pt-BR texts, read by both sides. */
export const RESOURCES_MSG = {
  taken: 'Este recurso já está reservado neste horário.',
  inactive: 'Este recurso está inativo e não aceita reservas.',
  notFound: 'Reserva não encontrada.',
  resourceNotFound: 'Recurso não encontrado.',
  notYours: 'Só quem fez a reserva, ou quem administra os recursos, pode cancelá-la.',
  past: 'Não é possível reservar um horário que já passou.',
  endBeforeStart: 'O fim deve ser depois do início.',
  tooLong: 'Uma reserva dura no máximo 12 horas.',
  rangeTooLong: 'Consulte no máximo 42 dias de cada vez.',
  time: 'Informe a hora no formato hh:mm.',
  capacity: 'Informe uma capacidade entre 1 e 500 pessoas.',
  nameTaken: 'Já existe um recurso com este nome.',
} as const;
