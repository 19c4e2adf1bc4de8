/** Texts of the deliveries screen, "Quem recebe" and "Executar turno agora". */
export const COMMUNICATION_DISPATCH_MSG = {
  deliveriesTitle: 'Envios da campanha',
  recipientsTitle: 'Quem recebe',
  channels: { email: 'E-mail', whatsapp: 'WhatsApp', sms: 'SMS' },
  statuses: { pendente: 'Pendente', enviada: 'Enviada', falhou: 'Falhou' },
  recipientsIntro: 'Clientes que receberiam esta regra no dia escolhido, já descontadas as restrições de envio. Nada é enviado por esta consulta.',
  recipientsNone: 'Nenhum cliente receberia esta regra neste dia.',
  recipientsFirst: (shown: number, total: number) => `Mostrando os ${shown} primeiros de ${total} clientes.`,
  perDay: 'Envios por dia e canal',
  noDeliveries: 'Nenhum envio encontrado',
  runShift: 'Executar turno agora',
  runShiftTitle: 'Executar turno agora?',
  runShiftText:
    'Os envios de hoje do turno escolhido serão planejados e enviados agora, para todas as campanhas ativas. Um turno já executado hoje não é executado de novo.',
  runShiftDone: (sent: number, failed: number) => `Turno executado: ${sent} mensagens enviadas, ${failed} com falha.`,
  runShiftAlready: 'Este turno já foi executado hoje. Nenhuma mensagem foi enviada de novo.',
  loadFailed: 'Ocorreu algum erro ao carregar os dados!',
  ruleNotFound: 'Regra não encontrada.',
  campaignNotFound: 'Campanha não encontrada.',
} as const;
