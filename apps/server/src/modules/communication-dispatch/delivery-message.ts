import { renderMessage, type MessageValues } from '@intranet/shared/communication-scale/message-placeholders';
import type { DeliveryChannel } from '@intranet/shared/communication-dispatch/communication-dispatch.schemas';
import { formatCpf } from '@intranet/shared/validation/cpf';
import type { Message } from './channels/channel';

export type MessageSource = {
  canal: DeliveryChannel;
  destino: string;
  nome_razaosocial: string;
  codpessoa: string;
  cpf: string;
  provedor: string | null;
  titulo_email: string | null;
  mensagem_email: string | null;
  mensagem_sms: string | null;
  template_whatsapp: string | null;
};

const capitalized = (word: string) =>
  word.charAt(0).toLocaleUpperCase('pt-BR') + word.slice(1).toLocaleLowerCase('pt-BR');

/**
 * What the placeholders of a message stand for, for one customer; each worked out only when a message
 * names it (`transform` applied to it: HTML escaping for e-mail).
 */
export function valuesOf(
  source: Pick<MessageSource, 'nome_razaosocial' | 'codpessoa' | 'cpf' | 'provedor'>,
  transform: (value: string) => string = (value) => value,
): MessageValues {
  const nome = () => source.nome_razaosocial.trim().replace(/\s+/g, ' ');
  return {
    get nome() {
      return transform(nome());
    },
    get primeiro_nome() {
      return transform(capitalized(nome().split(' ')[0] ?? ''));
    },
    get codigo() {
      return transform(source.codpessoa);
    },
    get cpf() {
      return transform(source.cpf.length === 11 ? formatCpf(source.cpf) : source.cpf);
    },
    get provedor() {
      return transform(source.provedor ?? '');
    },
  };
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);

/** The plain-text twin of an e-mail's HTML. */
export function textOfHtml(html: string): string {
  return html
    .replace(/<(br|\/p|\/div|\/li|\/h[1-6])\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * The message of a delivery, its placeholders filled: the e-mail's rich text as HTML (customer values
 * escaped) with titulo_email as subject, the SMS text, or the WhatsApp template with the customer's
 * first name as its body parameter.
 */
export function messageOf(source: MessageSource): Message {
  const values = valuesOf(source);
  const base = { canal: source.canal, to: source.destino };
  if (source.canal === 'email') {
    const html = renderMessage(source.mensagem_email ?? '', valuesOf(source, escapeHtml));
    // The plain-text twin is made by the SMTP channel, the only one that sends it.
    return { ...base, subject: renderMessage(source.titulo_email ?? '', values), html };
  }
  if (source.canal === 'sms') return { ...base, text: renderMessage(source.mensagem_sms ?? '', values) };
  return {
    ...base,
    template: { name: source.template_whatsapp ?? '', language: 'pt_BR', parameters: [values.primeiro_nome] },
  };
}

/** A delivery about to be sent: its message's source, and what decides whether it is still due. */
export type DeliveryToSend = MessageSource & {
  id: number;
  regra_id: number | null;
  regra_ativa: boolean | null;
  canal_ativo: boolean | null;
  permitido: boolean;
  cliente_ativo: boolean;
};

/** Why a delivery is not sent after all: what changed since it was planned. */
export function refusalOf(row: Omit<DeliveryToSend, 'id'>): string | null {
  if (row.regra_id === null) return 'regra excluída';
  if (!row.regra_ativa) return 'regra ou campanha desativada';
  if (!row.canal_ativo) return 'canal desativado na regra';
  if (!row.cliente_ativo) return 'cliente inativo';
  if (!row.permitido) return 'canal restrito pelo cliente';
  if (row.canal === 'whatsapp' && !row.template_whatsapp) return 'regra sem template de WhatsApp';
  return null;
}
