/** Texts of the deliveries screens and "Quem recebe". */
export const COMMUNICATION_DISPATCH_MSG = {
  title: 'Envios',
} as const;
