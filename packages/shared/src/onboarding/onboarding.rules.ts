import { orderByPriority } from '../ordering/ordered-list';

/** Pure rules of onboardings, trails and the employee reading flow, used by the server and the web. */

export const ONBOARDING_PAGE_SIZE = 20;
export const ONBOARDING_REPORT_LIMIT = 20;
export const ONBOARDING_DEFAULT_STATUS = true;

/** Rounded progress percent (0 when there is nothing to read). */
export function progressPercent(lidos: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((Math.min(lidos, total) / total) * 100);
}

/** An onboarding is finished when it has contents and all of them were read. */
export function isConcluded(lidos: number, total: number): boolean {
  return total > 0 && lidos >= total;
}

export type ProgressTone = 'positive' | 'warning' | 'negative';

/** Progress colour: 80 to 100 positive, 60 to 79 warning, below 60 negative. */
export function progressTone(percent: number): ProgressTone {
  if (percent >= 80) return 'positive';
  if (percent >= 60) return 'warning';
  return 'negative';
}

/** The item right after `prioridade` in priority order, or null at the end. */
export function nextByPriority<T extends { prioridade: number }>(items: readonly T[], prioridade: number): T | null {
  return orderByPriority(items).find((item) => item.prioridade > prioridade) ?? null;
}

export type ReadingPosition = {
  id_trilha: number;
  prioridade_trilha: number;
  id_conteudo: number;
  prioridade_conteudo: number;
  finalizado: boolean;
};

/** Where an employee continues: the first unfinished content by trail then content priority. */
export function continueAt<T extends ReadingPosition>(items: readonly T[]): T | null {
  const sorted = [...items].sort(
    (a, b) => a.prioridade_trilha - b.prioridade_trilha || a.prioridade_conteudo - b.prioridade_conteudo,
  );
  return sorted.find((item) => !item.finalizado) ?? null;
}
