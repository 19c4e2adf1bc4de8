import type { Actor } from '../../platform/auth/access';
import { notFound } from '../../platform/http/errors';

/**
 * A delivery (`notificacao_usuario`) is its recipient's: they read it and mark it read; someone else's
 * is not found, and a call naming one changes nothing.
 */
export function assertOwnDeliveries(actor: Actor, deliveries: readonly { id_usuario: number }[]): void {
  if (deliveries.some((d) => d.id_usuario !== actor.userId)) throw notFound();
}
