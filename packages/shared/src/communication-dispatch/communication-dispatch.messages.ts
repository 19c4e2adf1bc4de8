/** Texts of the deliveries screens and "Quem recebe". */
export const COMMUNICATION_DISPATCH_MSG = {
  title: 'Envios',
  ruleNotFound: 'Regra não encontrada.',
  campaignNotFound: 'Campanha não encontrada.',
} as const;
