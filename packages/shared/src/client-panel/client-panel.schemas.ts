import { z } from 'zod';
import { parseCustomerDate } from '../customers/customers.rules';
import {
  accountConnection,
  accountContract,
  accountInvoice,
  accountServiceOrder,
} from '../customer-accounts/customer-accounts.schemas';
import { isValidCpf, onlyDigits } from '../validation/cpf';
import { isMobilePhone, normalizePhone } from '../validation/phone';
import { CLIENT_PANEL_MSG } from './client-panel.messages';
import {
  AGREEMENT_STATUSES,
  CODE_CHANNELS,
  VISIT_KINDS,
  VISIT_NOTES_MAX,
  VISIT_NOTES_MIN,
  VISIT_PERIODS,
} from './client-panel.rules';

const M = CLIENT_PANEL_MSG;
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const amount = z.number().nonnegative();

/** A CPF as typed (masked or not), checked and kept as its 11 digits. */
export const cpfField = z
  .string({ error: 'Informe o CPF.' })
  .max(20, { error: 'CPF inválido.' })
  .trim()
  .min(1, { error: 'Informe o CPF.' })
  .transform(onlyDigits)
  .refine((cpf) => cpf.length === 11 && isValidCpf(cpf), { error: 'CPF inválido.' });

export const customerCodeField = z
  .string({ error: M.signIn.codeInvalid })
  .max(12, { error: M.signIn.codeInvalid })
  .transform(onlyDigits)
  .refine((code) => /^\d{6}$/.test(code), { error: M.signIn.codeInvalid });

export const codeRequestBody = z.object({
  cpf: cpfField,
  canal: z.enum(CODE_CHANNELS, { error: M.signIn.channelInvalid }),
});
export type CodeRequestBody = z.input<typeof codeRequestBody>;
export const codeRequestResponse = z.object({ mensagem: z.string() });

export const signInBody = z.object({ cpf: cpfField, codigo: customerCodeField });
export type SignInBody = z.input<typeof signInBody>;

export const inviteBody = z.object({ id_pessoa: z.number().int().positive() });
export const inviteResponse = z.object({ canal: z.enum(CODE_CHANNELS), destino: z.string(), mensagem: z.string() });
export type InviteResponse = z.infer<typeof inviteResponse>;

/** One provider's record of the customer: identification and contact. */
export const customerRecord = z.object({
  id: z.number().int(),
  provedor: z.string(),
  nome_razaosocial: z.string(),
  cpf: z.string(),
  data_nascimento: day.nullable(),
  email: z.string().nullable(),
  celular: z.string().nullable(),
});
export type CustomerRecord = z.infer<typeof customerRecord>;

/** A contract as the panel's home lists it. */
export const contractSummary = z.object({
  id: z.number().int(),
  provedor: z.string(),
  plano: z.string().nullable(),
  download_mbps: z.number().int().nullable(),
  status: accountContract.shape.status,
  endereco: z.string(),
  conexao: accountConnection.shape.status.nullable(),
  faturas_abertas: z.number().int(),
  valor_aberto: amount,
  vencidas: z.number().int(),
});
export type ContractSummary = z.infer<typeof contractSummary>;

export const accountResponse = z.object({
  nome: z.string(),
  cadastros: z.array(customerRecord),
  contratos: z.array(contractSummary),
});
export type AccountResponse = z.infer<typeof accountResponse>;

export const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const identificationBody = z.object({
  nome_razaosocial: z
    .string({ error: M.identification.nameRequired })
    .max(120, { error: M.identification.nameTooLong })
    .trim()
    .min(3, { error: M.identification.nameRequired }),
  data_nascimento: z
    .string({ error: M.identification.birthInvalid })
    .max(10, { error: M.identification.birthInvalid })
    .transform((text, ctx) => {
      const parsed = parseCustomerDate(text.trim());
      if (!parsed) ctx.addIssue({ code: 'custom', message: M.identification.birthInvalid });
      return parsed ?? '';
    }),
});
export type IdentificationBody = z.input<typeof identificationBody>;

export const contactBody = z
  .object({
    email: z
      .string()
      .max(254, { error: M.contact.emailInvalid })
      .trim()
      .refine((e) => e === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(e), { error: M.contact.emailInvalid }),
    celular: z
      .string()
      .max(20, { error: M.contact.mobileInvalid })
      .trim()
      .transform((text, ctx) => {
        if (!text) return '';
        const phone = normalizePhone(text);
        if (!phone || !isMobilePhone(phone)) ctx.addIssue({ code: 'custom', message: M.contact.mobileInvalid });
        return phone ?? '';
      }),
  })
  .refine((c) => c.email !== '' || c.celular !== '', { error: M.contact.oneRequired, path: ['email'] });
export type ContactBody = z.input<typeof contactBody>;

export const recordResponse = z.object({ cadastro: customerRecord });

export const contractDetail = accountContract.extend({ provedor: z.string() });
export const contractResponse = z.object({ contrato: contractDetail });
export type ContractDetail = z.infer<typeof contractDetail>;

export const connectionsResponse = z.object({ conexoes: z.array(accountConnection) });

export const invoicesQuery = z.object({ situacao: z.enum(['abertas', 'pagas']).default('abertas') });
export const invoicesResponse = z.object({ faturas: z.array(accountInvoice) });

export const ordersResponse = z.object({ ordens: z.array(accountServiceOrder) });

export const visitBody = z.object({
  tipo: z.enum(VISIT_KINDS, { error: M.visit.kindInvalid }),
  dia: z.string({ error: M.visit.dayInvalid }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: M.visit.dayInvalid }),
  periodo: z.enum(VISIT_PERIODS, { error: M.visit.periodInvalid }),
  observacoes: z
    .string({ error: M.visit.notesShort })
    .max(VISIT_NOTES_MAX, { error: M.visit.notesLong })
    .trim()
    .min(VISIT_NOTES_MIN, { error: M.visit.notesShort }),
});
export type VisitBody = z.input<typeof visitBody>;
export const visitResponse = z.object({ ordem: accountServiceOrder });

export const negotiationOffer = z.object({
  id: z.string(),
  rotulo: z.string(),
  parcelas: z.number().int(),
  total: amount,
  parcela: amount,
  primeiro_vencimento: day,
});
export const agreement = z.object({
  id: z.number().int(),
  id_contrato: z.number().int(),
  faturas: z.array(z.number().int()),
  valor_original: amount,
  valor_acordo: amount,
  parcelas: z.number().int(),
  primeiro_vencimento: day,
  status: z.enum(AGREEMENT_STATUSES),
  origem: z.string(),
  created_at: z.string(),
});
export type Agreement = z.infer<typeof agreement>;

export const negotiationResponse = z.object({
  faturas: z.array(z.object({ id: z.number().int(), vencimento: day, valor: amount, dias_atraso: z.number().int() })),
  principal: amount,
  multa: amount,
  juros: amount,
  devido: amount,
  ofertas: z.array(negotiationOffer),
  acordos: z.array(agreement),
});
export type NegotiationResponse = z.infer<typeof negotiationResponse>;

export const agreementBody = z.object({
  oferta: z
    .string()
    .max(20)
    .regex(/^(a_vista|parcelado_\d)$/, { error: M.negotiation.offerUnknown }),
  faturas: z.array(z.number().int().positive()).min(1).max(200),
});
export type AgreementBody = z.input<typeof agreementBody>;
export const agreementResponse = z.object({ acordo: agreement });
