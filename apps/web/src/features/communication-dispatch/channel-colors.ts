import type { DeliveryChannel } from '@intranet/shared/communication-dispatch/communication-dispatch.schemas';

/**
 * One colour per channel on every chart and tag of the dispatcher's screens; dark enough for text in
 * it to read at 4.5:1 on white and on its tag's light tint.
 */
export const CHANNEL_COLORS: Record<DeliveryChannel, string> = {
  email: '#0958d9',
  whatsapp: '#237804',
  sms: '#ad4e00',
};
