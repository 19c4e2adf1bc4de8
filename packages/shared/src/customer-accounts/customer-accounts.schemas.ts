import { z } from 'zod';
import { isValidCpf, onlyDigits } from '../validation/cpf';
import { parseCustomerDate } from '../customers/customers.rules';
import { CUSTOMER_ACCOUNTS_MSG } from './customer-accounts.messages';
import {
  CONNECTION_STATUSES,
  CONTRACT_KINDS,
  CONTRACT_STATUSES,
  INVOICE_STATUSES,
  PLAN_TECHNOLOGIES,
  SERVICE_ORDER_ORIGINS,
  SERVICE_ORDER_STATUSES,
  SERVICE_ORDER_TYPES,
} from './customer-accounts.rules';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** Amounts travel as numbers of reais with two decimals (numeric(14,2) in the tables). */
const amount = z.number().nonnegative();

/** A provider's plan. */
export const accountPlan = z.object({
  id: z.number().int(),
  sistema: z.number().int(),
  nome: z.string(),
  download_mbps: z.number().int(),
  upload_mbps: z.number().int(),
  tecnologia: z.enum(PLAN_TECHNOLOGIES),
  valor_mensal: amount,
  ativo: z.boolean(),
});

/** A customer's contract, with its installation address. */
export const accountContract = z.object({
  id: z.number().int(),
  sistema: z.number().int(),
  codigo_erp: z.string(),
  id_pessoa: z.number().int(),
  id_plano: z.number().int().nullable(),
  plano: z.string().nullable(),
  download_mbps: z.number().int().nullable(),
  upload_mbps: z.number().int().nullable(),
  valor_mensal: amount,
  tipo: z.enum(CONTRACT_KINDS),
  dia_vencimento: z.number().int().min(1).max(28),
  cep: z.string().nullable(),
  rua: z.string().nullable(),
  numero: z.string().nullable(),
  complemento: z.string().nullable(),
  bairro: z.string().nullable(),
  cidade: z.string().nullable(),
  uf: z.string().nullable(),
  status: z.enum(CONTRACT_STATUSES),
  data_ativacao: day.nullable(),
  data_cancelamento: day.nullable(),
  marcadores: z.array(z.string()),
});

/** An invoice; `dias_atraso` is counted on the São Paulo day of the answer. */
export const accountInvoice = z.object({
  id: z.number().int(),
  sistema: z.number().int(),
  id_contrato: z.number().int(),
  competencia: day,
  vencimento: day,
  valor: amount,
  status: z.enum(INVOICE_STATUSES),
  dias_atraso: z.number().int().nonnegative(),
  pago_em: day.nullable(),
  valor_pago: amount.nullable(),
  pix_copia_cola: z.string().nullable(),
  linha_digitavel: z.string().nullable(),
});

/** A contract's connection. */
export const accountConnection = z.object({
  id: z.number().int(),
  id_contrato: z.number().int(),
  login: z.string(),
  status: z.enum(CONNECTION_STATUSES),
  ultimo_acesso: z.string().nullable(),
  ip: z.string().nullable(),
  mac: z.string().nullable(),
});

/** A service order. */
export const accountServiceOrder = z.object({
  id: z.number().int(),
  id_contrato: z.number().int(),
  tipo: z.enum(SERVICE_ORDER_TYPES),
  aberta_em: z.string(),
  janela_inicio: z.string().nullable(),
  janela_fim: z.string().nullable(),
  equipe: z.string().nullable(),
  status: z.enum(SERVICE_ORDER_STATUSES),
  observacoes: z.string(),
  origem: z.enum(SERVICE_ORDER_ORIGINS),
});

export type AccountPlan = z.infer<typeof accountPlan>;
export type AccountContract = z.infer<typeof accountContract>;
export type AccountInvoice = z.infer<typeof accountInvoice>;
export type AccountConnection = z.infer<typeof accountConnection>;
export type AccountServiceOrder = z.infer<typeof accountServiceOrder>;

const M = CUSTOMER_ACCOUNTS_MSG.financialHome;

/** At most this many characters of a CPF as typed (digits, dots, dash, spaces). */
const MAX_CPF_TEXT = 20;

/** The financial home's question: the holder's CPF (masked or not) and birth date. */
export const financialHomeBody = z.object({
  cpf: z
    .string({ error: M.cpfRequired })
    .max(MAX_CPF_TEXT, { error: M.cpfInvalid })
    .trim()
    .min(1, { error: M.cpfRequired })
    .transform(onlyDigits)
    .refine((cpf) => cpf.length === 11 && isValidCpf(cpf), { error: M.cpfInvalid }),
  data_nascimento: z
    .string({ error: M.birthRequired })
    .max(10, { error: M.birthInvalid })
    .trim()
    .min(1, { error: M.birthRequired })
    .transform((text, ctx) => {
      const parsed = parseCustomerDate(text);
      if (!parsed) ctx.addIssue({ code: 'custom', message: M.birthInvalid });
      return parsed ?? '';
    }),
});
export type FinancialHomeBody = z.input<typeof financialHomeBody>;

/** One open invoice as the financial home shows it: when, how much, and how to pay — nothing else. */
export const financialHomeInvoice = z.object({
  provedor: z.string(),
  competencia: day,
  vencimento: day,
  valor: amount,
  dias_atraso: z.number().int().nonnegative(),
  pix_copia_cola: z.string().nullable(),
  linha_digitavel: z.string().nullable(),
});
export type FinancialHomeInvoice = z.infer<typeof financialHomeInvoice>;

/** The holder's first name and their open invoices at every provider, the oldest due first. */
export const financialHomeResponse = z.object({
  nome: z.string(),
  faturas: z.array(financialHomeInvoice),
});
export type FinancialHomeResponse = z.infer<typeof financialHomeResponse>;
