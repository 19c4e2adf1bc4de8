/** Bounds of a compliment (docs/hr-people.md). */
export const COMPLIMENT_LIMITS = { mensagem: 1000, motivo: 500, editHours: 24, busca: 100 } as const;

const HOUR_MS = 3_600_000;

/** Until when the author may edit a compliment sent at `createdAt`. */
export function editableUntil(createdAt: string | Date): Date {
  return new Date(new Date(createdAt).getTime() + COMPLIMENT_LIMITS.editHours * HOUR_MS);
}

/**
 * Whether someone edits a compliment: HR moderators always; its author within 24 hours of sending it.
 */
export function mayEditCompliment(
  who: { userId: number; moderator: boolean },
  compliment: { id_autor: number; created_at: string | Date },
  now: Date = new Date(),
): boolean {
  if (who.moderator) return true;
  return who.userId === compliment.id_autor && now.getTime() < editableUntil(compliment.created_at).getTime();
}
