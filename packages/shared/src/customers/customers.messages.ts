/** Texts of the customer directory that the web and the server show. */
export const CUSTOMERS_MSG = {
  title: 'Clientes',
  /** Lookups (marketing spec §7). */
  several: 'Mais de um resultado encontrado',
  choose: 'Escolha um dos resultados:',
  none: 'Nenhum resultado encontrado',
  codeRequired: 'Informe o código do cliente.',
  cpfIncomplete: 'Informe os 11 dígitos do CPF.',
  cpfInvalid: 'CPF inválido.',

  /** The import (not in the spec: the customer directory is fed by the ERPs there). */
  importTitle: 'Importar clientes',
  providerRequired: 'Selecione o provedor.',
  providerNotFound: 'Provedor não encontrado.',
  fileRequired: 'Selecione o arquivo da planilha.',
  missingColumns: (columns: readonly string[]) =>
    columns.length === 1
      ? `A planilha não tem a coluna obrigatória ${columns[0]}.`
      : `A planilha não tem as colunas obrigatórias ${columns.join(', ')}.`,
  /** Reasons of an invalid line, each a sentence. */
  row: {
    codeRequired: 'Código do cliente (codpessoa) não informado.',
    codeTooLong: 'Código do cliente (codpessoa) com mais de 30 caracteres.',
    codeRepeated: (lines: readonly number[]) =>
      `Código do cliente (codpessoa) repetido na planilha, nas linhas ${lines.join(', ')}.`,
    cpfRequired: 'CPF não informado.',
    cpfLength: 'CPF deve ter 11 dígitos.',
    cpfInvalid: 'CPF inválido (dígitos verificadores não conferem).',
    nameRequired: 'Nome ou razão social (nome_razaosocial) não informado.',
    nameTooLong: 'Nome ou razão social com mais de 200 caracteres.',
    email: 'E-mail inválido.',
    celular: 'Celular deve ter 10 ou 11 dígitos, com o DDD.',
    date: (label: string) => `${label} inválida: use dd/mm/aaaa ou aaaa-mm-dd.`,
    ativo: 'Ativo deve ser sim ou não.',
  },
  /** Labels of the date columns in the reasons. */
  dateLabels: {
    data_nascimento: 'Data de nascimento',
    data_ativacao: 'Data de ativação',
    data_contratacao: 'Data de contratação',
  },
  /** The report. */
  notWritten:
    'Nenhuma linha foi gravada porque a planilha tem linhas inválidas. Corrija-as e envie de novo, ou importe apenas as linhas válidas.',
  written: 'Importação concluída.',
  importValid: (n: number) => `Importar as ${n.toLocaleString('pt-BR')} ${n === 1 ? 'linha válida' : 'linhas válidas'}`,
  importFailed: 'Não foi possível importar a planilha.',
  downloadModel: 'Baixar planilha modelo',
  modelFile: 'modelo_importacao_clientes.xlsx',
} as const;
