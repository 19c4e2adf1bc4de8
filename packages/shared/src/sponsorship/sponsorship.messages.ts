import { SPONSORSHIP_STEPS, type SponsorshipStep } from './sponsorship.rules';

/** The sponsorship area's pt-BR texts, read by both sides. */
export const SPONSORSHIP_MSG = {
  notFound: 'Solicitação de patrocínio não encontrada.',
  outOfOrder: (step: SponsorshipStep) =>
    `A solicitação não está na etapa de ${SPONSORSHIP_STEPS[step].label}: as etapas seguem a ordem triagem, justificativa, viabilidade, negociação e pós-evento.`,
  notEditable: 'Esta etapa não pode mais ser alterada: a solicitação já passou dela.',
  notRejectable: 'Esta solicitação não pode mais ser recusada.',
  providerRequired: 'Selecione o provedor.',
  providerUnknown: 'Provedor não encontrado.',
  eventDatePast: 'A data do evento não pode estar no passado.',
  audiencePositive: 'Informe o público esperado.',
  askRequired: 'Selecione ao menos um item.',
  offerRequired: 'Selecione ao menos uma contrapartida.',
  amountRequired: 'Informe o valor pedido.',
  presentationRequired: 'Anexe a apresentação do evento (PDF ou imagem).',
  presentationType: 'A apresentação precisa ser um PDF ou uma imagem PNG, JPEG ou WebP.',
  presentationTooLarge: 'A apresentação tem mais de 10 MB. Envie um arquivo menor.',
  photoType: 'A foto precisa ser uma imagem PNG, JPEG ou WebP.',
  fileUnknown: 'Arquivo não encontrado: envie-o novamente.',
  reasonMin: 'Explique o motivo em ao menos 10 caracteres.',
  datesOrder: 'A data de fim deve ser igual ou posterior à de início.',
  approvalNeedsContract: 'Anexe o contrato assinado antes de aprovar.',
  maxChars: (n: number) => `Utilize no máximo ${n} caracteres.`,
  submitted: 'Solicitação enviada',
  submitFailed: 'Não foi possível enviar a solicitação agora. Tente novamente em instantes.',
  formTitle: 'Solicite um patrocínio',
  formIntro:
    'Conte sobre o seu evento. Nossa equipe de marketing analisa cada pedido e responde pelo e-mail informado.',
  successTitle: 'Solicitação enviada!',
  successText: (protocol: string) =>
    `Seu protocolo é ${protocol}. Enviamos uma confirmação para o seu e-mail; guarde o número para falar conosco.`,
  confirmationSubject: (protocol: string) => `Recebemos sua solicitação de patrocínio (${protocol})`,
  confirmationBody: (p: { organizador: string; evento: string; protocolo: string; provedor: string }) =>
    `Olá, ${p.organizador}!\n\nRecebemos o pedido de patrocínio do evento "${p.evento}" para a ${p.provedor}. ` +
    `O protocolo é ${p.protocolo}.\n\nNossa equipe de marketing vai analisar e responder por este e-mail.`,
  rejectionSubject: (protocol: string) => `Sua solicitação de patrocínio (${protocol})`,
  rejectionBody: (p: { organizador: string; evento: string; protocolo: string; provedor: string; motivo: string }) =>
    `Olá, ${p.organizador}.\n\nAnalisamos o pedido de patrocínio do evento "${p.evento}" (protocolo ${p.protocolo}) ` +
    `e desta vez a ${p.provedor} não poderá patrocinar.\n\nMotivo: ${p.motivo}\n\nObrigado pelo interesse.`,
} as const;
