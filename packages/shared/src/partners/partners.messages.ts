export const PARTNERS_MSG = {
  notFound: 'Parceiro não encontrado.',
  isEmployee: 'Esta pessoa é colaboradora: as permissões dela ficam em Permissões do usuário.',
  saved: 'Permissões do parceiro atualizadas com sucesso!',
  saveFailed: 'Não foi possível salvar as permissões do parceiro.',
  level: 'Selecione o nível em Vendas.',
} as const;
