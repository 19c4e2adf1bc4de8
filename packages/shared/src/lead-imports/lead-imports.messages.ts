import { NOT_INFORMED } from '../format/text';
/** Texts of lead imports that the web and the server show (marketing spec §2, §5, §8; the others are ours). */
export const LEAD_IMPORTS_MSG = {
  title: 'Importação de Leads',
  registerTitle: 'Nova Importação de Leads',
  fileListTitle: 'Leads do Arquivo',
  editTitle: 'Editar Lead',
  add: 'NOVA IMPORTAÇÃO',
  searchPlaceholder: 'Pesquisar por arquivo, provedor, canal ou campanha',

  /** Spec §2 and §8. */
  banner: 'Só serão criadas as LEADS SELECIONADAS.',
  noLeads: 'Sem leads pra mostrar',
  notInformed: NOT_INFORMED,
  downloaded: 'Arquivo baixado com sucesso!',
  fillRequired: 'Preencha todos os campos obrigatórios!',
  fillRequiredEdit: 'Preencha todos os campos obrigatórios',
  formatNotAllowed: 'Formato do arquivo não permitido!',
  updated: 'Lead atualizada com sucesso',
  updateFailed: 'Erro ao atualizar lead',
  createFailed: 'Erro ao importar os leads!',
  modelFile: 'modelo_importacao_leads.xlsx',
  createLeads: 'Criar Novas Leads',

  /** Ours: the register screen. */
  downloadModel: 'Baixar planilha modelo',
  tooLarge: (megabytes: number) =>
    `O arquivo tem mais de ${megabytes} MB. Divida a planilha em arquivos menores e envie novamente.`,
  uploading: 'Enviando o arquivo…',
  reading: 'Lendo a planilha…',
  writing: 'Gravando as linhas…',
  downloadFailed: 'Não foi possível baixar o arquivo.',
  loadFailed: 'Não foi possível carregar as importações.',

  /** Ours: refusals of the calls. */
  providerNotFound: 'Provedor não encontrado.',
  campaignNotFound: 'Campanha não encontrada entre as ativas deste provedor.',
  channelNotFound: 'Canal não encontrado entre os ativos deste provedor.',
  fileNotFound: 'Arquivo não encontrado. Envie a planilha novamente.',
  importNotFound: 'Importação não encontrada.',
  alreadyRead: 'A planilha desta importação já foi lida.',
  participantNotFound: 'Lead não encontrada nesta importação.',
  leadDone: 'Esta lead já foi criada e não pode mais ser editada.',
  selectLeads: 'Selecione ao menos uma lead.',
  missingColumns: (columns: readonly string[]) =>
    columns.length === 1
      ? `A planilha não tem a coluna obrigatória ${columns[0]}.`
      : `A planilha não tem as colunas obrigatórias ${columns.join(', ')}.`,

  /** Ours: what reading a spreadsheet did. */
  read: ({ registros, prontas }: { registros: number; prontas: number }) => {
    const lines = `${registros.toLocaleString('pt-BR')} ${registros === 1 ? 'linha lida' : 'linhas lidas'}`;
    const problems = registros - prontas;
    if (problems === 0) return `${lines}, todas prontas para virar leads.`;
    return `${lines}: ${prontas.toLocaleString('pt-BR')} ${prontas === 1 ? 'pronta' : 'prontas'} e ${problems.toLocaleString('pt-BR')} com ${problems === 1 ? 'problema' : 'problemas'} a corrigir.`;
  },
  /** Ours: what creating leads did. */
  created: (criadas: number, recusadas: number) => {
    const made =
      criadas === 0
        ? 'Nenhuma lead criada'
        : `${criadas.toLocaleString('pt-BR')} ${criadas === 1 ? 'lead criada' : 'leads criadas'}`;
    return recusadas === 0
      ? `${made} com sucesso!`
      : `${made}; ${recusadas.toLocaleString('pt-BR')} não ${recusadas === 1 ? 'pôde' : 'puderam'} ser ${recusadas === 1 ? 'criada' : 'criadas'}.`;
  },

  /** Why a line cannot become a lead, each a sentence. */
  row: {
    nameRequired: 'Nome não informado.',
    nameTooLong: 'Nome com mais de 200 caracteres.',
    cpfRequired: 'CPF não informado.',
    cpfLength: 'CPF deve ter 11 dígitos.',
    cpfInvalid: 'CPF inválido (dígitos verificadores não conferem).',
    phoneRequired: 'Telefone não informado.',
    phone: 'Telefone deve ter 10 ou 11 dígitos, com o DDD.',
  },
  /** Lines that can become leads, but not all of them. */
  repeatedInFile: (linha: number) => `CPF repetido na planilha: já aparece na linha ${linha}.`,
  openLead: 'Já existe uma lead aberta com este CPF neste provedor.',
  alreadyLead: 'A lead desta linha já foi criada.',
  fixFirst: 'Corrija os dados desta linha antes de criar a lead.',

  /** The file list's state column. */
  state: { ready: 'Pronta', created: 'Lead criada' },
} as const;

/** The file list's filter of lines by state. */
export const PARTICIPANT_STATES = [
  { value: 'todas', label: 'Todas' },
  { value: 'prontas', label: 'Prontas' },
  { value: 'problemas', label: 'Com problema' },
  { value: 'criadas', label: 'Leads criadas' },
] as const;
