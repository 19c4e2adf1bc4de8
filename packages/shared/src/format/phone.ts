/**
 * Phone display (spec 000 §5): +55 DDD 5-4 digits becomes (DD) NNNNN-NNNN; 10 or 11 digits become
 * (DD) NNNN(N)-NNNN; empty shows 'Não informado'. Anything else is shown as given.
 */
export const NOT_INFORMED = 'Não informado';

export function formatPhone(value: string | null | undefined): string {
  if (!value || !value.trim()) return NOT_INFORMED;
  let digits = value.replace(/\D/g, '');
  if ((digits.length === 12 || digits.length === 13) && digits.startsWith('55')) digits = digits.slice(2);
  if (digits.length === 11) return `(${digits.slice(0, 2)}) ${digits.slice(2, 7)}-${digits.slice(7)}`;
  if (digits.length === 10) return `(${digits.slice(0, 2)}) ${digits.slice(2, 6)}-${digits.slice(6)}`;
  return value;
}

/** Input mask (##) #####-#### applied while typing. */
export function maskPhone(value: string): string {
  const d = value.replace(/\D/g, '').slice(0, 11);
  if (d.length <= 2) return d.length ? `(${d}` : '';
  if (d.length <= 6) return `(${d.slice(0, 2)}) ${d.slice(2)}`;
  if (d.length <= 10) return `(${d.slice(0, 2)}) ${d.slice(2, 6)}-${d.slice(6)}`;
  return `(${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7)}`;
}

export const INVALID_WHATSAPP = 'Número de telefone inválido.';

/** WhatsApp chat link: digits only, prefixed with 55; null when there is no number. */
export function whatsappLink(value: string | null | undefined): string | null {
  const digits = (value ?? '').replace(/\D/g, '');
  if (!digits) return null;
  return `https://wa.me/55${digits.startsWith('55') && digits.length > 11 ? digits.slice(2) : digits}`;
}
