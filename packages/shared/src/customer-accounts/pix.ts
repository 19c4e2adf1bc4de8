/**
 * PIX "copia e cola": the BR Code, an EMV® merchant-presented QR payload of TLV fields (two-digit id,
 * two-digit length, value) ending with field 63, a CRC16-CCITT (polynomial 0x1021, initial 0xFFFF) of
 * everything before it including '6304', in four upper-case hex digits. The banks' apps refuse a code
 * whose CRC does not agree. Here for demo data and tests: the ERPs generate the real ones.
 */

/** CRC16-CCITT-FALSE of the UTF-8 bytes of a text, as the BR Code uses it. */
export function crc16ccitt(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

const field = (id: string, value: string) => {
  const length = new TextEncoder().encode(value).length;
  if (length > 99) throw new Error(`PIX field ${id} longer than 99 bytes`);
  return `${id}${String(length).padStart(2, '0')}${value}`;
};

/** Letters, digits and spaces only, without accents, cut to `max`: what the name and city fields accept. */
const plainField = (text: string, max: number) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 ]/g, '')
    .trim()
    .slice(0, max)
    .toUpperCase();

export type PixCharge = {
  /** The receiver's PIX key (CNPJ, e-mail, phone or random key). */
  chave: string;
  /** Amount in reais; absent for a code where the payer types the amount. */
  valor?: number;
  /** The receiver's name (up to 25 characters). */
  nome: string;
  /** The receiver's city (up to 15 characters). */
  cidade: string;
  /** The charge's identifier, up to 25 letters and digits; '***' when none. */
  txid?: string;
};

/** A static PIX copy-and-paste code for a charge. */
export function pixPayload({ chave, valor, nome, cidade, txid }: PixCharge): string {
  const reference = (txid ?? '').replace(/[^A-Za-z0-9]/g, '').slice(0, 25) || '***';
  const body =
    field('00', '01') +
    field('26', field('00', 'br.gov.bcb.pix') + field('01', chave)) +
    field('52', '0000') +
    field('53', '986') +
    (valor === undefined ? '' : field('54', valor.toFixed(2))) +
    field('58', 'BR') +
    field('59', plainField(nome, 25)) +
    field('60', plainField(cidade, 15)) +
    field('62', field('05', reference)) +
    '6304';
  return body + crc16ccitt(body);
}

export type PixFields = {
  valor: number | null;
  chave: string | null;
  nome: string;
  cidade: string;
  txid: string | null;
};

export type PixProblem = 'formato' | 'crc' | 'campos';

/** The longest code accepted: a BR Code never needs more (each field holds at most 99 bytes). */
export const MAX_PIX_LENGTH = 512;

/** Reads the top-level TLV fields of a payload; null when they do not chain to its end. */
function readFields(payload: string): Map<string, string> | null {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < payload.length) {
    const id = payload.slice(at, at + 2);
    const length = Number(payload.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(id) || !/^\d{2}$/.test(payload.slice(at + 2, at + 4)) || at + 4 + length > payload.length)
      return null;
    if (fields.has(id)) return null;
    fields.set(id, payload.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return fields;
}

/**
 * Checks a PIX copy-and-paste code: its fields chain to the end, it starts with the format indicator
 * '01', ends with the CRC of what precedes it, is in reais (986) in Brazil, and names the PIX arrangement
 * (br.gov.bcb.pix) with a key or a location. Its fields, or the problem.
 */
export function readPixPayload(payload: string): { fields: PixFields } | { problem: PixProblem } {
  if (payload.length < 30 || payload.length > MAX_PIX_LENGTH || !/^[\x20-\x7e]+$/.test(payload))
    return { problem: 'formato' };
  if (!payload.startsWith('000201') || payload.slice(-8, -4) !== '6304') return { problem: 'formato' };
  const fields = readFields(payload);
  if (!fields) return { problem: 'formato' };
  if (crc16ccitt(payload.slice(0, -4)) !== payload.slice(-4).toUpperCase()) return { problem: 'crc' };
  const account = fields.get('26') ? readFields(fields.get('26')!) : null;
  const amount = fields.get('54');
  if (
    fields.get('53') !== '986' ||
    fields.get('58') !== 'BR' ||
    !fields.get('59') ||
    !fields.get('60') ||
    !account ||
    account.get('00')?.toLowerCase() !== 'br.gov.bcb.pix' ||
    !(account.get('01') || account.get('25')) ||
    (amount !== undefined && !/^\d{1,10}(\.\d{1,2})?$/.test(amount))
  )
    return { problem: 'campos' };
  const additional = fields.get('62') ? readFields(fields.get('62')!) : null;
  return {
    fields: {
      valor: amount === undefined ? null : Number(amount),
      chave: account.get('01') ?? null,
      nome: fields.get('59')!,
      cidade: fields.get('60')!,
      txid: additional?.get('05') ?? null,
    },
  };
}

export const isValidPixPayload = (payload: string): boolean => 'fields' in readPixPayload(payload);
