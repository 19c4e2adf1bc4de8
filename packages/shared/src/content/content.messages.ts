import { quotedList } from '../onboarding/quoted-list';

/** Texts of the content area, shown by the web and answered by the server. */
export const CONTENT_MSG = {
  created: 'Conteúdo cadastrado com sucesso!',
  createFailed: 'Erro ao cadastrar conteúdo',
  updated: 'Conteúdo atualizado com sucesso!',
  updateFailed: 'Erro ao atualizar conteúdo',
  loadFailed: 'Erro ao carregar dados do conteúdo',
  listFailed: 'Erro ao carregar lista de conteúdos',
  deleted: 'Conteúdo deletado com sucesso',
  deleteFailed: 'Erro ao deletar conteúdo',
  confirmDelete: 'Deseja realmente excluir o conteúdo?',
  unknownContent: 'Conteúdo não encontrado.',
  hashtagSpaces: 'A hashtag não pode conter espaços.',
  /** Spec §8 (employee): an image that is missing or not an image. */
  unknownImage: 'Arquivo com formato inválido ou não encontrado!',
  /** A content in a trail is kept: deleting it would change what employees have to read. */
  inUse: (trails: readonly string[]) =>
    trails.length > 1
      ? `O conteúdo está vinculado às trilhas ${quotedList(trails)} e não pode ser excluído.`
      : `O conteúdo está vinculado à trilha ${quotedList(trails)} e não pode ser excluído.`,
} as const;
