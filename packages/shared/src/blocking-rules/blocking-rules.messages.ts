/** The pt-BR texts of the blocking rules, their exception criteria, simulations and applications. */
export const BLOCKING_RULES_MSG = {
  thresholdsOrder: 'Os dias para bloquear devem ser mais que os dias de atraso.',
  ruleNotFound: 'Regra de bloqueio não encontrada.',
  criterionNotFound: 'Critério de exceção não encontrado.',
  simulationNotFound: 'Simulação não encontrada.',
  /** 409: the rule or its criteria changed after the simulation. */
  changedSinceSimulation:
    'A regra ou seus critérios de exceção mudaram depois desta simulação. Simule novamente antes de aplicar.',
  /** 409: a simulation of another day. */
  simulationOfAnotherDay: 'Esta simulação não é de hoje. Simule a regra para hoje antes de aplicá-la.',
  inactiveRule: 'A regra está inativa. Ative-a antes de aplicá-la.',
  criterionParameter: {
    tipo_contrato: 'Escolha o tipo de contrato.',
    marcador: 'Informe o marcador do contrato.',
    valor_abaixo: 'Informe um valor maior que zero.',
  },
  applied: 'Aplicação registrada. As ações aparecem abaixo conforme são executadas.',
} as const;
