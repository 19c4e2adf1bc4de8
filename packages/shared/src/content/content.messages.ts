import { quotedList } from '../onboarding/quoted-list';

/** Texts of the content area, shown by the web and answered by the server. */
export const CONTENT_MSG = {
  /** A content in a trail is kept: deleting it would change what employees have to read. */
  inUse: (trails: readonly string[]) =>
    trails.length > 1
      ? `O conteúdo está vinculado às trilhas ${quotedList(trails)} e não pode ser excluído.`
      : `O conteúdo está vinculado à trilha ${quotedList(trails)} e não pode ser excluído.`,
} as const;
