import {
  type DeliveryOutcome,
  type DispatchChannel,
  type OutgoingDelivery,
  postJson,
  RateLimiter,
  type RetryPolicy,
  DEFAULT_RETRY,
  sendEach,
} from './channel';
import { internationalPhone } from './phone';

export type WhatsAppConfig = {
  token: string;
  phoneNumberId: string;
  apiUrl: string;
  ratePerSecond: number;
  retry?: RetryPolicy;
};

/** The provider's reason of a refusal: Graph API errors answer `{ error: { message, error_data: { details } } }`. */
function reasonOf(status: number, body: unknown, text: string): string {
  const error = (body as { error?: { message?: string; code?: number; error_data?: { details?: string } } } | null)
    ?.error;
  if (error?.message)
    return `WhatsApp ${status}${error.code ? ` (${error.code})` : ''}: ${error.message}${error.error_data?.details ? ` — ${error.error_data.details}` : ''}`;
  return `WhatsApp ${status}: ${text || 'sem detalhes'}`;
}

/**
 * WhatsApp through the WhatsApp Cloud API: one template message per delivery (the rule's
 * template_whatsapp, language pt_BR, the customer's first name as body parameter), to
 * `{WHATSAPP_API_URL}/{WHATSAPP_PHONE_NUMBER_ID}/messages`. The Cloud API takes no idempotency key.
 */
export function whatsAppCloudChannel(config: WhatsAppConfig): DispatchChannel {
  const limiter = new RateLimiter(config.ratePerSecond);
  const url = `${config.apiUrl}/${encodeURIComponent(config.phoneNumberId)}/messages`;
  const sendOne = async (d: OutgoingDelivery): Promise<DeliveryOutcome> => {
    if (!d.template?.name) return { id: d.id, status: 'falhou', reason: 'regra sem template de WhatsApp' };
    const result = await postJson(
      url,
      {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: internationalPhone(d.to),
        type: 'template',
        template: {
          name: d.template.name,
          language: { code: d.template.language },
          components: [{ type: 'body', parameters: d.template.parameters.map((text) => ({ type: 'text', text })) }],
        },
      },
      { authorization: `Bearer ${config.token}` },
      config.retry ?? DEFAULT_RETRY,
      reasonOf,
    );
    if (result.ok)
      return {
        id: d.id,
        status: 'enviada',
        providerId: (result.body as { messages?: Array<{ id?: string }> })?.messages?.[0]?.id ?? null,
      };
    return { id: d.id, status: result.transient ? 'adiada' : 'falhou', reason: result.reason };
  };
  return {
    provider: 'whatsapp-cloud',
    send: (batch) => sendEach(batch, limiter, Math.min(8, Math.ceil(config.ratePerSecond)), sendOne),
  };
}
