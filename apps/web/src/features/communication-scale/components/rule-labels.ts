/** A rule's field names as people read them: the form, the list and the history viewer. */
export const RULE_LABELS = {
  criado: 'Criação',
  criterio: 'Critério',
  envio: 'Envio',
  tempo: 'Tempo',
  data_especifica: 'Data Específica',
  turno: 'Turno',
  ativo: 'Status',
  whatsapp: 'Mensagem WhatsApp',
  template_whatsapp: 'Template WhatsApp',
  email: 'Mensagem E-mail',
  titulo_email: 'Título do e-mail',
  mensagem_email: 'Mensagem do e-mail',
  sms: 'Mensagem SMS',
  mensagem_sms: 'Texto do SMS',
} as const;
