import { z } from 'zod';
import { MAX_CODE_LENGTH, parseCustomerDate } from '../customers/customers.rules';
import { isValidBoletoLine } from './boleto';
import { CUSTOMER_ACCOUNTS_MSG } from './customer-accounts.messages';
import {
  CONNECTION_STATUSES,
  CONTRACT_KINDS,
  CONTRACT_STATUSES,
  INVOICE_STATUSES,
  PLAN_TECHNOLOGIES,
  SERVICE_ORDER_STATUSES,
  SERVICE_ORDER_TYPES,
} from './customer-accounts.rules';
import { MAX_PIX_LENGTH, isValidPixPayload } from './pix';

/**
 * The records of the ERP sync's account kinds (docs/customer-accounts.md), as each ERP sends them:
 * values may be strings, numbers, booleans or null; texts are bounded; a record outside these rules is
 * refused with the reasons below, never written in part.
 */
const M = CUSTOMER_ACCOUNTS_MSG.erp;

// eslint-disable-next-line no-control-regex -- control characters are what it removes
const UNPRINTABLE = /[\u0000-\u001f\u007f]+|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

const scalar = z.union([z.string(), z.number(), z.boolean(), z.null()]).optional();
/** A value as text, trimmed and without control characters; '' for absent. */
const asText = (value: unknown) =>
  value === null || value === undefined ? '' : String(value).replace(UNPRINTABLE, ' ').trim();

/** A text of at most `max` characters, null when empty. */
const optionalText = (max: number) =>
  scalar.transform((value, ctx) => {
    const text = asText(value);
    if (text.length > max) ctx.addIssue({ code: 'custom', message: M.tooLong(max) });
    return text || null;
  });
const requiredText = (max: number) =>
  scalar.transform((value, ctx) => {
    const text = asText(value);
    if (!text) ctx.addIssue({ code: 'custom', message: M.required });
    else if (text.length > max) ctx.addIssue({ code: 'custom', message: M.tooLong(max) });
    return text;
  });
const code = requiredText(MAX_CODE_LENGTH);
const optionalCode = optionalText(MAX_CODE_LENGTH);

/** Reais with up to two decimals, '.' or ',' as the separator; below a trillion. */
const money = scalar.transform((value, ctx) => {
  const text = asText(value);
  const match = /^(\d{1,12})(?:[.,](\d{1,2}))?$/.exec(typeof value === 'number' ? value.toFixed(2) : text);
  if (!match) {
    ctx.addIssue({ code: 'custom', message: text ? M.money : M.required });
    return '0.00';
  }
  return `${Number(match[1])}.${(match[2] ?? '').padEnd(2, '0')}`;
});
const optionalMoney = scalar.transform((value, ctx) => {
  if (asText(value) === '') return null;
  const parsed = money.safeParse(value);
  if (!parsed.success) ctx.addIssue({ code: 'custom', message: M.money });
  return parsed.success ? parsed.data : null;
});

const integer = (min: number, max: number, message: string) =>
  scalar.transform((value, ctx) => {
    const number = Number(asText(value));
    if (asText(value) === '' || !Number.isInteger(number) || number < min || number > max)
      ctx.addIssue({ code: 'custom', message });
    return number;
  });

const optionalDate = scalar.transform((value, ctx) => {
  const text = asText(value);
  if (!text) return null;
  const parsed = text.length <= 40 ? parseCustomerDate(text) : null;
  if (!parsed) ctx.addIssue({ code: 'custom', message: M.date });
  return parsed;
});
const requiredDate = optionalDate.transform((value, ctx) => {
  if (value === null) ctx.addIssue({ code: 'custom', message: M.required });
  return value ?? '';
});
/** A reference month: 'aaaa-mm' or any day of it → its first day. */
const month = scalar.transform((value, ctx) => {
  const text = asText(value);
  const parsed = /^\d{4}-\d{2}$/.test(text)
    ? parseCustomerDate(`${text}-01`)
    : text.length <= 40
      ? parseCustomerDate(text)
      : null;
  if (!parsed) ctx.addIssue({ code: 'custom', message: text ? M.date : M.required });
  return parsed ? `${parsed.slice(0, 7)}-01` : '';
});
/** An instant in ISO 8601 (a day alone is its midnight in São Paulo). */
const optionalInstant = scalar.transform((value, ctx) => {
  const text = asText(value);
  if (!text) return null;
  const iso = /^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00-03:00` : text;
  const time = text.length <= 40 && /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(iso) ? Date.parse(iso) : Number.NaN;
  if (Number.isNaN(time)) {
    ctx.addIssue({ code: 'custom', message: M.instant });
    return null;
  }
  return new Date(time).toISOString();
});

/** One of `options`, whatever its case; `fallback` when absent. */
const option = <const T extends readonly string[]>(options: T, fallback?: T[number]) =>
  scalar.transform((value, ctx) => {
    const text = asText(value).toLowerCase();
    if (!text && fallback) return fallback;
    if (!(options as readonly string[]).includes(text)) ctx.addIssue({ code: 'custom', message: M.option(options) });
    return text as T[number];
  });

const active = scalar.transform((value) => {
  const text = asText(value).toLowerCase();
  return !['false', '0', 'nao', 'não', 'n', 'inativo'].includes(text);
});

/** Flags of a contract: a list or a text separated by commas, each up to 40 characters, at most 20. */
const flags = z
  .union([z.array(z.union([z.string(), z.number()])).max(100), z.string().max(1000), z.null()])
  .optional()
  .transform((value, ctx) => {
    const list = (Array.isArray(value) ? value.map(asText) : asText(value).split(',')).map((f) =>
      f.trim().toLowerCase(),
    );
    const unique = [...new Set(list.filter(Boolean))];
    if (unique.length > 20 || unique.some((f) => f.length > 40))
      ctx.addIssue({ code: 'custom', message: M.tooLong(40) });
    return unique;
  });

export const erpPlan = z.object({
  codigo: code,
  nome: requiredText(120),
  download_mbps: integer(1, 100_000, M.speed),
  upload_mbps: integer(1, 100_000, M.speed),
  tecnologia: option(PLAN_TECHNOLOGIES, 'fibra'),
  valor_mensal: money,
  ativo: active,
});

export const erpContract = z.object({
  codigo: code,
  /** The customer's ERP code (codpessoa in the customer directory). */
  cliente: code,
  /** The plan's ERP code. */
  plano: optionalCode,
  valor_mensal: money,
  tipo: option(CONTRACT_KINDS, 'residencial'),
  dia_vencimento: integer(1, 28, M.dueDay),
  cep: optionalText(9),
  rua: optionalText(200),
  numero: optionalText(20),
  complemento: optionalText(120),
  bairro: optionalText(120),
  cidade: optionalText(120),
  uf: optionalText(2).refine((uf) => uf === null || /^[A-Za-z]{2}$/.test(uf), { error: M.uf }),
  status: option(CONTRACT_STATUSES),
  data_ativacao: optionalDate,
  data_cancelamento: optionalDate,
  marcadores: flags,
});

export const erpInvoice = z.object({
  codigo: code,
  /** The contract's ERP code. */
  contrato: code,
  competencia: month,
  vencimento: requiredDate,
  valor: money,
  status: option(INVOICE_STATUSES),
  pago_em: optionalDate,
  valor_pago: optionalMoney,
  pix_copia_cola: optionalText(MAX_PIX_LENGTH).refine((pix) => pix === null || isValidPixPayload(pix), {
    error: M.pix,
  }),
  linha_digitavel: optionalText(60)
    .transform((line) => (line === null ? null : line.replace(/[\s.-]/g, '')))
    .refine((line) => line === null || isValidBoletoLine(line) || /^\d{48}$/.test(line), { error: M.boleto }),
});

export const erpConnection = z.object({
  /** The PPPoE login: a connection's key at its provider. */
  login: requiredText(120),
  contrato: code,
  status: option(CONNECTION_STATUSES, 'offline'),
  ultimo_acesso: optionalInstant,
  ip: optionalText(45),
  mac: optionalText(17),
});

export const erpServiceOrder = z
  .object({
    codigo: code,
    contrato: code,
    tipo: option(SERVICE_ORDER_TYPES),
    aberta_em: optionalInstant,
    janela_inicio: optionalInstant,
    janela_fim: optionalInstant,
    equipe: optionalText(120),
    status: option(SERVICE_ORDER_STATUSES),
    observacoes: optionalText(2000),
  })
  .refine((o) => !o.janela_inicio || !o.janela_fim || o.janela_fim > o.janela_inicio, {
    error: M.window,
    path: ['janela_fim'],
  });

/** The account kinds the sync reads, in the order it writes them (each names records of the ones before). */
export const ERP_ACCOUNT_KINDS = {
  planos: erpPlan,
  contratos: erpContract,
  faturas: erpInvoice,
  conexoes: erpConnection,
  ordens_servico: erpServiceOrder,
} as const;
export type ErpAccountKind = keyof typeof ERP_ACCOUNT_KINDS;
export const ERP_ACCOUNT_KIND_NAMES = Object.keys(ERP_ACCOUNT_KINDS) as ErpAccountKind[];
export type ErpRecordOf<K extends ErpAccountKind> = z.output<(typeof ERP_ACCOUNT_KINDS)[K]>;

/** The reasons a record is refused, one line: 'campo: motivo; campo: motivo'. */
export function erpRecordProblems(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join('.') || 'registro'}: ${issue.message}`)
    .join('; ');
}
