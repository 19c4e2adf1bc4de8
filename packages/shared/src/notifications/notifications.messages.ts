/** Texts of the notifications area that the web and the server show. */
export const NOTIFICATIONS_MSG = {
  markReadFailed: 'Ocorreu algum erro ao marcar as notificações como lidas',
  notFound: 'Dados de notificação não encontrados.',
} as const;
