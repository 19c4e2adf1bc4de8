import type { DeliveryChannel } from '@intranet/shared/communication-dispatch/communication-dispatch.schemas';

/** One colour per channel on every chart and tag of the dispatcher's screens. */
export const CHANNEL_COLORS: Record<DeliveryChannel, string> = {
  email: '#1677ff',
  whatsapp: '#25a244',
  sms: '#d48806',
};
