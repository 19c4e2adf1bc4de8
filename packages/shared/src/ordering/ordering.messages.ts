/** Texts of ordered lists, whatever their items. */
export const ORDERING_MSG = {
  orderMismatch: 'A ordem informada deve conter exatamente os itens vinculados, sem repetições.',
} as const;
