import { MSG } from '../validation/messages';

/** The generic form's toasts (spec §8): 'Dados atualizados com sucesso!' and the generic failure. */
export const FORM_TOASTS = {
  created: 'Dados cadastrados com sucesso!',
  edited: MSG.saved,
  deleted: 'Dados excluídos com sucesso!',
  createFailed: MSG.generic,
  editFailed: MSG.generic,
  deleteFailed: 'Não foi possível excluir: o registro está em uso.',
} as const;

/** The server texts of a record type: not found (404), in use (409 on delete), name taken (409). */
export function recordMessages(record: string, nameTaken?: string) {
  return {
    notFound: `${record} não encontrado(a).`,
    inUse: `${record} em uso: não pode ser excluído(a).`,
    taken: nameTaken ?? `Já existe um(a) ${record.toLowerCase()} com este nome.`,
  };
}
