/** Text compared without case or accents ('São Paulo' and 'sao paulo' match). */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();
}

/** What an empty field shows on a screen (spec: 'Não informado' for missing fields; null dates keep N/A). */
export const NOT_INFORMED = 'Não informado';

/** A file-name-safe slug of a title: 'Vagas · Inscritos' → 'vagas-inscritos'. */
export function slugify(text: string): string {
  return foldText(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * An export's file name after its screen and the São Paulo day: 'Feriados', 2026-11-25 →
 * 'feriados-2026-11-25.csv'. (The spec names every export table-export.csv; people keep several.)
 */
export function exportFileName(title: string | undefined, day: string, extension = 'csv'): string {
  return `${slugify(title ?? '') || 'tabela'}-${day}.${extension}`;
}
