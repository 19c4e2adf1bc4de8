/**
 * What a rule's messages may name between double braces, filled per customer when a message is sent
 * ("Olá, {{primeiro_nome}}!"). The editor lists these; saving refuses any other name.
 */
export const MESSAGE_PLACEHOLDERS = {
  nome: 'Nome completo ou razão social do cliente',
  primeiro_nome: 'Primeiro nome do cliente',
  codigo: 'Código do cliente no provedor',
  cpf: 'CPF do cliente (###.###.###-##)',
  provedor: 'Nome do provedor',
} as const;
export type MessagePlaceholder = keyof typeof MESSAGE_PLACEHOLDERS;
export type MessageValues = Record<MessagePlaceholder, string>;

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The names used in a text that are not placeholders, once each, in order of appearance. */
export function unknownPlaceholders(text: string): string[] {
  const unknown = new Set<string>();
  for (const [, name] of text.matchAll(PLACEHOLDER)) if (!(name in MESSAGE_PLACEHOLDERS)) unknown.add(name);
  return [...unknown];
}

/** The text with each placeholder replaced by the customer's value. */
export function renderMessage(text: string, values: MessageValues): string {
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    name in MESSAGE_PLACEHOLDERS ? values[name as MessagePlaceholder] : whole,
  );
}
