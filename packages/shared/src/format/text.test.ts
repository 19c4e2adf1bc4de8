import { describe, expect, it } from 'vitest';
import { exportFileName, slugify } from './text';

describe('export file names', () => {
  it('are named after the screen and the day', () => {
    expect(exportFileName('Feriados', '2026-11-25')).toBe('feriados-2026-11-25.csv');
    expect(exportFileName('Vagas · Inscritos', '2026-01-02', 'xlsx')).toBe('vagas-inscritos-2026-01-02.xlsx');
  });

  it('fall back to "tabela" for a screen without a title', () => {
    expect(exportFileName(undefined, '2026-11-25')).toBe('tabela-2026-11-25.csv');
    expect(exportFileName(' · ', '2026-11-25')).toBe('tabela-2026-11-25.csv');
  });

  it('keep only letters and digits, without accents', () => {
    expect(slugify('Ações de Relacionamento / 2026')).toBe('acoes-de-relacionamento-2026');
  });
});
