/** Texts of the deliveries screen, "Quem recebe" and "Executar turno agora". */
export const COMMUNICATION_DISPATCH_MSG = {
  deliveriesTitle: 'Envios da campanha',
  recipientsTitle: 'Quem recebe',
  channels: { email: 'E-mail', whatsapp: 'WhatsApp', sms: 'SMS' },
  statuses: { pendente: 'Pendente', enviada: 'Enviada', falhou: 'Falhou' },
  recipientsIntro:
    'Clientes que receberiam esta regra no dia escolhido, já descontadas as restrições de envio. Nada é enviado por esta consulta.',
  recipientsNone: 'Nenhum cliente receberia esta regra neste dia.',
  recipientsFirst: (shown: number, total: number) => `Mostrando os ${shown} primeiros de ${total} clientes.`,
  perDay: 'Envios por dia e canal',
  noDeliveries: 'Nenhum envio encontrado',
  loadingDeliveries: 'Carregando envios',
  runShift: 'Executar turno agora',
  runShiftTitle: 'Executar turno agora?',
  runShiftText:
    'Os envios de hoje do turno escolhido serão planejados e enviados agora, para todas as regras ativas. O que já foi enviado hoje neste turno não é enviado de novo.',
  runShiftDone: (planned: number, sent: number, failed: number) =>
    `Turno executado: ${planned} novas mensagens; no turno de hoje, ${sent} enviadas e ${failed} com falha.`,
  runShiftNothingNew: 'Nenhuma mensagem nova para enviar neste turno: o que era devido hoje já foi enviado.',
  loadFailed: 'Ocorreu algum erro ao carregar os dados!',
  ruleNotFound: 'Regra não encontrada.',
  campaignNotFound: 'Campanha não encontrada.',
} as const;
