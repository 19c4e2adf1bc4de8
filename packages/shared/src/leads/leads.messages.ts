import { MSG } from '../validation/messages';

/** Texts of the leads (the staff list and the public lead form) that the web and the server show. */
export const LEADS_MSG = {
  title: 'Leads',
  listFailed: 'Erro ao carregar os leads',
  statusTitle: 'Alterar status do lead',
  saved: 'Lead atualizado com sucesso.',
  saveFailed: 'Erro ao atualizar o lead',
  notFound: 'Lead não encontrado.',
  saleValueRequired: 'Informe o valor da venda.',
  saleValuePositive: 'O valor da venda deve ser maior que zero.',
  saleValueMax: 'O valor da venda não pode passar de R$ 999.999.999,99.',
  saleDateRequired: 'Informe a data da venda.',
  saleDateFuture: 'A data da venda não pode ser futura.',
  periodInvalid: 'Intervalo de datas inválido.',
  /** Reopening a lead while the person has another open lead at the same provider. */
  openLeadExists: 'Já existe um lead em aberto para este CPF neste provedor.',
  // The public lead form.
  formTitle: 'Quero ser cliente',
  formIntro: 'Deixe seus dados e a nossa equipe entra em contato com as melhores ofertas para você.',
  submit: 'Enviar',
  sending: 'Enviando…',
  nameMin: MSG.min2,
  nameMax: 'Utilize no máximo 120 caracteres.',
  cpfInvalid: 'CPF inválido.',
  consentRequired: 'É necessário aceitar o termo de privacidade.',
  providerRequired: 'Selecione o provedor.',
  providerUnknown: 'Provedor não encontrado.',
  submitFailed: 'Não foi possível enviar seus dados. Tente novamente em instantes.',
  thanksTitle: 'Obrigado!',
  thanksText: 'Recebemos seus dados. Em breve a nossa equipe entrará em contato.',
} as const;
