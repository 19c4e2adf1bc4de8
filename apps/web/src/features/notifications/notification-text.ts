import type { Notification } from '@intranet/shared/notifications/notifications.schemas';

export const REACTIONS = {
  waving_hand: 'Parabéns',
  cake: 'Quero Bolo!',
  favorite: 'Amei',
  thumb_up: 'Gostei',
} as const satisfies Record<string, string>;

export const REACTION_EMOJI: Record<keyof typeof REACTIONS, string> = {
  waving_hand: '👋',
  cake: '🎂',
  favorite: '❤️',
  thumb_up: '👍',
};

export const UNKNOWN_REACTION = 'Reação não reconhecida';
export const UNKNOWN_NOTIFICATION = 'Notificação não reconhecida';
export const NO_NOTIFICATIONS = 'Nenhuma notificação';
export const NO_INCIDENTS = 'Nenhum Incidente';

export type NotificationKind = 'aniversario' | 'incidente' | 'mensagem' | 'desconhecida';

/** The reaction icon of a birthday notification, whatever key the sender used. */
export function reactionIcon(data: Record<string, unknown>): string | undefined {
  const v = data.icon ?? data.icone ?? data.reacao ?? data.reaction;
  return typeof v === 'string' ? v : undefined;
}

export function reactionText(icon: string | undefined): string {
  return icon && Object.hasOwn(REACTIONS, icon) ? REACTIONS[icon as keyof typeof REACTIONS] : UNKNOWN_REACTION;
}

export function notificationKind(n: Pick<Notification, 'data'>): NotificationKind {
  const modulo = n.data?.modulo;
  if (modulo === 'aniversario') return 'aniversario';
  if (modulo === 'incidente' || modulo === 'incidentes') return 'incidente';
  if (typeof n.data?.msg === 'string' && n.data.msg.trim()) return 'mensagem';
  return 'desconhecida';
}

/** The main line of a notification in the list. */
export function notificationText(n: Pick<Notification, 'data'>): string {
  switch (notificationKind(n)) {
    case 'aniversario':
      return reactionText(reactionIcon(n.data));
    case 'incidente':
    case 'mensagem':
      return n.data.msg;
    default:
      return UNKNOWN_NOTIFICATION;
  }
}
