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
} as const;
