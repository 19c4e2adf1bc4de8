/** The backoffice's screens (spec §2.4). */
export const BO = '/backoffice';
export const BO_HOME = `${BO}/inicio`;
export const BO_SALES = `${BO}/vendas/listagem`;
export const BO_ACTIVATIONS = `${BO}/ativacoes/listagem`;
export const BO_QUALIFICATIONS = `${BO}/qualificacao/listagem`;
export const BO_QUALIFICATION_NEW = `${BO}/qualificacao/registro`;
export const BO_QUALIFICATION_EDIT = `${BO}/qualificacao/edicao`;
export const BO_PROBLEMS = `${BO}/problemas/listagem`;
export const BO_PROBLEM_NEW = `${BO}/problemas/registro`;
export const BO_PROBLEM_EDIT = `${BO}/problemas/edicao`;
export const BO_CHARGEBACKS = `${BO}/estornos/listagem`;
export const BO_CHARGEBACK_NEW = `${BO}/estornos/registro`;
export const BO_CHARGEBACK_EDIT = `${BO}/estornos/edicao`;
export const BO_CUSTOMER = `${BO}/cliente/detalhes`;

export const customerPath = (id: number) => `${BO_CUSTOMER}?id=${id}`;
