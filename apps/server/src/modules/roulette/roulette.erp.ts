/** Opens a service ticket for a customer in the provider's ERP; answers the ticket number. */
export type ErpTickets = {
  openTicket(input: {
    sistema: string;
    codpessoa: string;
    nome: string;
    telefone: string;
    assunto: string;
  }): Promise<string>;
};

/** No ERP connection configured: a campaign that asks for ERP tickets records the failure on the spin. */
export const unconfiguredErp: ErpTickets = {
  openTicket: async () => {
    throw new Error('Integração com o ERP não configurada.');
  },
};
