/** Rules of the supplies area both sides apply (docs/supplies.md). */

export const PRODUCT_TYPES = ['ont', 'roteador', 'cabo', 'fonte', 'conector', 'outro'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];
export const PRODUCT_TYPE_LABELS: Record<ProductType, string> = {
  ont: 'ONT',
  roteador: 'Roteador',
  cabo: 'Cabo',
  fonte: 'Fonte',
  conector: 'Conector',
  outro: 'Outro',
};

export const PLACE_TYPES = ['almoxarifado', 'equipe', 'cliente', 'manutencao', 'reciclagem', 'ajuste'] as const;
export type PlaceType = (typeof PLACE_TYPES)[number];
export const PLACE_TYPE_LABELS: Record<PlaceType, string> = {
  almoxarifado: 'Almoxarifado',
  equipe: 'Equipe',
  cliente: 'Cliente (comodato)',
  manutencao: 'Manutenção',
  reciclagem: 'Reciclagem',
  ajuste: 'Diferenças de inventário',
};

export const MOVE_TYPES = [
  'entrada',
  'retirada',
  'instalacao',
  'recolhimento',
  'devolucao',
  'manutencao',
  'reparo',
  'reciclagem',
  'ajuste',
] as const;
export type MoveType = (typeof MOVE_TYPES)[number];
export const MOVE_TYPE_LABELS: Record<MoveType, string> = {
  entrada: 'Entrada',
  retirada: 'Retirada',
  instalacao: 'Instalação',
  recolhimento: 'Recolhimento',
  devolucao: 'Devolução',
  manutencao: 'Manutenção',
  reparo: 'Volta da manutenção',
  reciclagem: 'Reciclagem',
  ajuste: 'Ajuste de inventário',
};

/** The moves a user registers directly (returns go through a return; entries and adjustments are the system's). */
export const MANUAL_MOVES = ['retirada', 'instalacao', 'manutencao', 'reparo', 'reciclagem'] as const;
export type ManualMove = (typeof MANUAL_MOVES)[number];

/** Where each manual move may start and where it goes. */
export const MOVE_ROUTES: Record<ManualMove, { from: readonly PlaceType[]; to: PlaceType }> = {
  retirada: { from: ['almoxarifado'], to: 'equipe' },
  instalacao: { from: ['equipe'], to: 'cliente' },
  manutencao: { from: ['almoxarifado', 'equipe'], to: 'manutencao' },
  reparo: { from: ['manutencao'], to: 'almoxarifado' },
  reciclagem: { from: ['almoxarifado', 'equipe', 'manutencao', 'ajuste'], to: 'reciclagem' },
};

export const RETURN_TYPES = ['recolhimento', 'devolucao'] as const;
export type ReturnType = (typeof RETURN_TYPES)[number];

/** An asset tag as stored: trimmed, upper case. */
export const normalizeTag = (tag: string): string => tag.trim().toUpperCase();
export const TAG_PATTERN = /^[A-Z0-9][A-Z0-9-]{2,39}$/;
export const isTag = (tag: string): boolean => TAG_PATTERN.test(normalizeTag(tag));

/** Tags typed or scanned in a box, one per line, comma or space: normalised, without repeats. */
export function parseTags(text: string): string[] {
  const seen = new Set<string>();
  for (const part of text.split(/[\s,;]+/)) {
    const tag = normalizeTag(part);
    if (tag) seen.add(tag);
  }
  return [...seen];
}

/** Days after a cancellation within which the equipment should be back. */
export const RETURN_DAYS = 30;

/** Keyset cursor of the lists: the last row's instant and id. */
export const encodeCursor = (at: string, id: number): string => `${at}|${id}`;
export function decodeCursor(cursor: string): { at: string; id: number } | null {
  const [at, id] = cursor.split('|');
  const n = Number(id);
  if (!at || !Number.isInteger(n) || n <= 0 || Number.isNaN(Date.parse(at))) return null;
  return { at, id: n };
}

/** The count of a list stops here (`total_limitado`): counting further would cost more than it tells. */
export const COUNT_CAP = 10_000;

/** What the system expects against what was counted. */
export const inventoryDifference = (expected: number, counted: number): number => counted - expected;
