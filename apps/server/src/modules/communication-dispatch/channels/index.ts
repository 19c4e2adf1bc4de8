import type { DeliveryChannel } from '@intranet/shared/communication-dispatch/communication-dispatch.schemas';
import type { DispatchConfig } from '../../../config';
import type { Db } from '../../../db/client';
import type { DispatchChannel } from './channel';
import { outboxChannel } from './outbox-channel';
import { smsHttpChannel } from './sms-http';
import { smtpEmailChannel } from './smtp-email';
import { whatsAppCloudChannel } from './whatsapp-cloud';

export type ChannelSet = Record<DeliveryChannel, DispatchChannel>;

/** The provider of each channel as configured; the outbox for a channel without one. */
export function channelsFromConfig(db: Db, smtpUrl: string | null, config: DispatchConfig): ChannelSet {
  return {
    email: smtpUrl
      ? smtpEmailChannel({ url: smtpUrl, from: config.smtpFrom, ratePerSecond: config.ratePerSecond.email })
      : outboxChannel(db, 'email'),
    whatsapp: config.whatsapp
      ? whatsAppCloudChannel({ ...config.whatsapp, ratePerSecond: config.ratePerSecond.whatsapp })
      : outboxChannel(db, 'whatsapp'),
    sms: config.sms
      ? smsHttpChannel({ ...config.sms, ratePerSecond: config.ratePerSecond.sms })
      : outboxChannel(db, 'sms'),
  };
}
