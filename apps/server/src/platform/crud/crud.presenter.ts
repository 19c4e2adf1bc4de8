/** A record as a client sees it: its timestamps as ISO strings (the answer's schema keeps only its fields). */
export function presentRecord<R extends { created_at: Date; updated_at: Date }>(
  row: R,
): Omit<R, 'created_at' | 'updated_at'> & { created_at: string; updated_at: string } {
  return { ...row, created_at: row.created_at.toISOString(), updated_at: row.updated_at.toISOString() };
}
