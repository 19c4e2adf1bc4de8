import { foldText } from '../format/text';

/** The public careers site's addresses (its own page, careers.html): the list and a vacancy's page. */
export const CAREERS_SITE_PATHS = ['/careers/list', '/careers/role'] as const;

/** The slug of a vacancy's title in its share link (`/careers/role/:id/:role`). */
export function vacancySlug(title: string): string {
  return foldText(title)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A vacancy's public address. */
export function vacancyPath(id: number, title: string): string {
  return `/careers/role/${id}/${vacancySlug(title)}`;
}

/** Whether a vacancy is open on a day ('YYYY-MM-DD', São Paulo): active, opened, not past its closing date. */
export function isPublished(
  v: { ativo: boolean; data_inicio: string | null; data_fim: string | null },
  today: string,
): boolean {
  return v.ativo && !!v.data_inicio && v.data_inicio <= today && (!v.data_fim || v.data_fim >= today);
}

/** Text folded for the search columns: no case, no accents. */
export const searchText = (...parts: (string | null | undefined)[]) =>
  foldText(
    parts
      .filter(Boolean)
      .join(' ')
      .replace(/<[^>]*>/g, ' '),
  );
