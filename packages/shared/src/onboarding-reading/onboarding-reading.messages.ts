import { CONTENT_MSG } from '../content/content.messages';

/** Texts of the employee reading flow (spec §8, Employee). */
export const READING_MSG = {
  unknownImage: CONTENT_MSG.unknownImage,
  startFailed: 'A leitura do conteúdo não pode ser iniciada corretamente',
  read: 'Conteúdo lido com sucesso',
  finishFailed: 'Erro ao concluir conteúdo',
  congratulations: 'Parabéns!',
  allRead: 'Você concluiu todos os conteúdos do seu onboarding.',
} as const;
