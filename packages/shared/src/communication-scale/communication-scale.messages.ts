import { MSG } from '../validation/messages';
import { MESSAGE_PLACEHOLDERS } from './message-placeholders';
import { CRITERION_LABELS, ENVIO_LABELS, TEMPO_MAX, TEMPO_MIN, type Criterion, type Envio } from './rule-matrix';

const placeholderList = Object.keys(MESSAGE_PLACEHOLDERS).map((name) => `{{${name}}}`);
const knownPlaceholders = `${placeholderList.slice(0, -1).join(', ')} ou ${placeholderList.at(-1)}`;

/**
 * Texts of communication campaigns and their rules, shown by the web and answered by the server.
 * The spec's own (§5, §8) are copied as written; the others (marked "ours") cover what it leaves
 * unsaid: edits of a rule, the matrix's refusals, lengths, unknown placeholders, records not found.
 */
export const COMMUNICATION_SCALE_MSG = {
  // Screens
  title: 'Campanha de Comunicação',
  registerTitle: 'Campanha de Comunicação - Nova Campanha',
  editTitle: 'Campanha de Comunicação - Editar Campanha',
  addCampaign: 'NOVA CAMPANHA',
  deleteCampaignTitle: 'Excluir Campanha?',
  rulesTitle: (campaign: string) => (campaign ? `Regras da Campanha - ${campaign}` : 'Regras da Campanha'),
  ruleRegisterTitle: 'Nova Regra',
  ruleEditTitle: 'Editar Regra',
  addRule: 'NOVA REGRA',
  deleteRuleTitle: 'Excluir Regra?',

  // §5 validation
  required: MSG.required,
  fillRequired: MSG.fillRequired,
  oneChannel: 'Você precisa marcar como ativada pelo menos uma das mensagens(whatsapp, email ou sms)',
  invalidDate: 'Data inválida no formato esperado (dd/MM/yyyy)',

  // §8 (communication campaign and rules)
  deleted: 'Item excluído com sucesso!',
  deleteFailed: 'Ocorreu algum erro ao excluir item!',
  statusUpdated: 'Status atualizado com sucesso!',
  statusFailed: 'Ocorreu algum erro ao atualizar o status!',
  ruleCreated: 'Regra da campanha de comunicação cadastrada com sucesso!',
  ruleCreateFailed: 'Erro ao cadastrar regra!',

  // Ours: the spec names no text for these.
  campaignCreated: 'Campanha de comunicação cadastrada com sucesso!',
  campaignUpdated: 'Campanha de comunicação atualizada com sucesso!',
  ruleUpdated: 'Regra da campanha de comunicação atualizada com sucesso!',
  ruleUpdateFailed: 'Erro ao atualizar regra!',
  campaignNameTaken: 'Já existe uma campanha de comunicação com este nome.',
  campaignNotFound: 'Campanha de comunicação não encontrada.',
  campaignInUse: 'A campanha de comunicação possui registros vinculados e não pode ser excluída.',
  ruleNotFound: 'Regra não encontrada.',
  providerNotFound: 'Provedor não encontrado.',
  loadFailed: 'Ocorreu algum erro ao carregar dados!',
  envioNotAllowed: (criterio: Criterion, envio: Envio) =>
    `O envio "${ENVIO_LABELS[envio]}" não se aplica ao critério "${CRITERION_LABELS[criterio]}".`,
  tempoNotUsed: (envio: Envio) => `O envio "${ENVIO_LABELS[envio]}" não usa tempo.`,
  tempoWhole: 'Informe o tempo em dias inteiros.',
  tempoMin: `O tempo deve ser de no mínimo ${TEMPO_MIN} dia.`,
  tempoMax: `O tempo deve ser de no máximo ${TEMPO_MAX} dias.`,
  dateNotUsed: 'A data só se aplica ao critério "Data Específica".',
  tooLong: (max: number) => `Utilize no máximo ${max} caracteres.`,
  unknownPlaceholders: (names: readonly string[]) =>
    names.length > 1
      ? `Variáveis desconhecidas: ${names.map((n) => `{{${n}}}`).join(', ')}. Use apenas ${knownPlaceholders}.`
      : `Variável desconhecida: {{${names[0]}}}. Use apenas ${knownPlaceholders}.`,
} as const;

/** Lengths of a campaign's name and of a rule's texts (ours; the spec sets none). */
export const SCALE_NAME_MAX = 120;
export const RULE_TEXT_MAX = {
  template_whatsapp: 1024,
  titulo_email: 150,
  mensagem_email: 50_000,
  mensagem_sms: 160,
} as const;

/** The e-mail title a new rule starts with (spec §7: "titulo_email is a fixed default"). */
export const EMAIL_TITLE_DEFAULT = 'Mensagem da {{provedor}} para você';
