/** Texts of careers (spec 000 §8 Vacancy, and ours where the spec is silent). */
export const CAREERS_MSG = {
  listFailed: 'Erro ao carregar lista de vagas',
  notFound: 'Vaga não encontrada.',
  datesOrder: 'A data de encerramento não pode ser anterior à data de abertura!',
  closed: 'Esta vaga não está mais aberta para candidaturas.',
  alreadyApplied: 'Você já se candidatou a esta vaga.',
  resumeMissing: 'Cadastre ao menos uma formação ou experiência no seu currículo antes de se candidatar.',
  applied: 'Candidatura enviada com sucesso!',
  applicationNotFound: 'Candidatura não encontrada.',
  moved: 'Etapa atualizada com sucesso!',
  sameStage: 'A candidatura já está nesta etapa.',
  saved: 'Vaga salva com sucesso!',
  saveFailed: 'Erro ao salvar vaga',
  companyNotFound: 'Empresa não encontrada.',
  accountDeleted: 'Sua conta e seu currículo foram excluídos.',
  empty: 'Nenhum dado encontrado',
  noVacancies: 'Nenhuma vaga aberta no momento.',
} as const;

/** The pipeline of an application, in order. */
export const STAGES = ['inscrito', 'triagem', 'entrevista', 'aprovado', 'reprovado'] as const;
export type Stage = (typeof STAGES)[number];
export const STAGE_LABELS: Record<Stage, string> = {
  inscrito: 'Inscrito',
  triagem: 'Triagem',
  entrevista: 'Entrevista',
  aprovado: 'Aprovado',
  reprovado: 'Reprovado',
};

export const WORK_MODES = ['presencial', 'hibrido', 'remoto'] as const;
export type WorkMode = (typeof WORK_MODES)[number];
export const WORK_MODE_LABELS: Record<WorkMode, string> = {
  presencial: 'Presencial',
  hibrido: 'Híbrido',
  remoto: 'Remoto',
};

/** The e-mails a candidate receives (subject, text) as their application moves. */
export const CAREERS_MAIL = {
  applied: (vaga: string) => ({
    subject: `Candidatura recebida: ${vaga}`,
    body: `Recebemos sua candidatura para a vaga ${vaga}. Acompanhe as etapas em Minhas candidaturas.`,
  }),
  entrevista: (vaga: string) => ({
    subject: `Entrevista: ${vaga}`,
    body: `Sua candidatura para a vaga ${vaga} avançou para a etapa de entrevista. Em breve entraremos em contato para combinar data e horário.`,
  }),
  aprovado: (vaga: string) => ({
    subject: `Você foi aprovado(a): ${vaga}`,
    body: `Parabéns! Você foi aprovado(a) no processo seletivo da vaga ${vaga}. Nossa equipe de Recursos Humanos entrará em contato com os próximos passos.`,
  }),
  reprovado: (vaga: string) => ({
    subject: `Processo seletivo: ${vaga}`,
    body: `Agradecemos seu interesse na vaga ${vaga}. Neste momento seguiremos com outros candidatos, e seu currículo continua em nosso banco de talentos.`,
  }),
} as const;
