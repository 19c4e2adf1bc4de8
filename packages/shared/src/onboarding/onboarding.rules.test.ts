import { describe, expect, it } from 'vitest';
import { continueAt, isConcluded, nextByPriority, progressPercent, progressTone } from './onboarding.rules';

describe('onboarding rules', () => {
  it('colours progress: 80 to 100 positive, 60 to 79 warning, below 60 negative', () => {
    expect([100, 80, 79, 60, 59, 0].map(progressTone)).toEqual([
      'positive',
      'positive',
      'warning',
      'warning',
      'negative',
      'negative',
    ]);
  });
  it('rounds progress and counts nothing to read as 0', () => {
    expect(progressPercent(4, 9)).toBe(44);
    expect(progressPercent(2, 3)).toBe(67);
    expect(progressPercent(0, 0)).toBe(0);
  });
  it('finishes only when there is something to read and all of it was read', () => {
    expect(isConcluded(0, 0)).toBe(false);
    expect(isConcluded(3, 3)).toBe(true);
    expect(isConcluded(2, 3)).toBe(false);
  });
  it('finds the next item and where to continue', () => {
    expect(nextByPriority([{ prioridade: 1 }, { prioridade: 3 }], 1)).toEqual({ prioridade: 3 });
    expect(nextByPriority([{ prioridade: 1 }], 1)).toBeNull();
    const items = [
      { id_trilha: 2, prioridade_trilha: 2, id_conteudo: 5, prioridade_conteudo: 1, finalizado: false },
      { id_trilha: 1, prioridade_trilha: 1, id_conteudo: 4, prioridade_conteudo: 2, finalizado: false },
      { id_trilha: 1, prioridade_trilha: 1, id_conteudo: 3, prioridade_conteudo: 1, finalizado: true },
    ];
    expect(continueAt(items)?.id_conteudo).toBe(4);
  });
});
