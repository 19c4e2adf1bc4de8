import { z } from 'zod';
import { FIRST_PAGE, pagingFields } from '../api/paging';
import {
  accountConnection,
  accountContract,
  accountInvoice,
  accountServiceOrder,
} from '../customer-accounts/customer-accounts.schemas';
import { AGREEMENT_STATUSES } from '../client-panel/client-panel.rules';
import { LEAD_STATUSES } from '../leads/leads.rules';
import { MSG } from '../validation/messages';
import { BACKOFFICE_MSG as M } from './backoffice.messages';
import {
  CANCEL_REASON_MAX,
  CANCEL_REASON_MIN,
  CHARGEBACK_METHODS,
  CHARGEBACK_REASON_MAX,
  CHARGEBACK_REASON_MIN,
  CHARGEBACK_STATUSES,
  INSTALLATION_PERIODS,
  NOTES_MAX,
  PROBLEM_DESCRIPTION_MAX,
  PROBLEM_KINDS,
  PROBLEM_PRIORITIES,
  PROBLEM_STATUSES,
  PROBLEM_TITLE_MAX,
  PROBLEM_TITLE_MIN,
  QUALIFICATION_ADDRESS,
  QUALIFICATION_CREDIT,
  QUALIFICATION_DOCUMENTS,
  QUALIFICATION_RESULTS,
  SCORE_MAX,
} from './backoffice.rules';
import { SALE_STATUSES } from './sale-lifecycle';

const isoDay = z.string({ error: MSG.invalidData }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: MSG.invalidData });
const id = (message: string = MSG.invalidData) =>
  z.number({ error: message }).int({ error: message }).positive({ error: message }).max(2_147_483_647, {
    error: message,
  });
/** A name or CPF typed in a list's search box. */
const search = z.string({ error: MSG.invalidData }).trim().max(100, { error: MSG.invalidData }).optional();
const period = { de: isoDay.optional(), ate: isoDay.optional() };
const periodInOrder = (f: { de?: string; ate?: string }) => !f.de || !f.ate || f.de <= f.ate;
const notes = z.string({ error: MSG.invalidData }).trim().max(NOTES_MAX, { error: M.notesMax });
const amount = z.number();

export const idParams = z.object({ id: z.coerce.number({ error: MSG.invalidData }).pipe(id()) });

// --- Sales --------------------------------------------------------------------------------------

/** A sale as the lists and the sale's screen show it: the buyer (the lead), the plan, where it stands. */
export const sale = z.object({
  id: z.number(),
  id_lead: z.number(),
  nome: z.string(),
  cpf: z.string(),
  telefone: z.string(),
  sistema: z.number(),
  provedor: z.string(),
  id_pessoa: z.number().nullable(),
  plano_nome: z.string(),
  download_mbps: z.number().nullable(),
  valor_mensal: amount,
  valor_instalacao: amount,
  fidelidade_meses: z.number(),
  vendedor: z.string().nullable(),
  vendida_em: z.string(),
  status: z.enum(SALE_STATUSES),
  status_em: z.string(),
  motivo_cancelamento: z.string().nullable(),
  instalacao_inicio: z.string().nullable(),
  instalacao_fim: z.string().nullable(),
  instalacao_equipe: z.string().nullable(),
  id_ordem_servico: z.number().nullable(),
  ordem_status: z.string().nullable(),
  id_contrato: z.number().nullable(),
  contrato_codigo: z.string().nullable(),
  ativada_em: z.string().nullable(),
  id_qualificacao: z.number().nullable(),
  qualificacao: z.enum(QUALIFICATION_RESULTS).nullable(),
});
export type Sale = z.infer<typeof sale>;

/** `POST v1/backoffice/venda/filtro`: a page of sales by provider, status, period of sale and name/CPF. */
export const saleListBody = z.object({
  filtro: z
    .object({
      sistema: id().optional(),
      status: z.enum(SALE_STATUSES, { error: MSG.invalidData }).optional(),
      busca: search,
      ...period,
      ...pagingFields,
    })
    .refine(periodInOrder, { error: MSG.invalidData, path: ['ate'] })
    .default({ ...FIRST_PAGE }),
});
export type SaleListFilter = NonNullable<z.input<typeof saleListBody>['filtro']>;
export const saleListResponse = z.object({ total: z.number(), vendas_venda: z.array(sale) });
export type SaleListResponse = z.infer<typeof saleListResponse>;

/** `POST v1/backoffice/ativacao/filtro`: sales scheduled or active, by installation day. */
export const activationListBody = z.object({
  filtro: z
    .object({
      sistema: id().optional(),
      status: z.enum(['instalacao_agendada', 'ativa'], { error: MSG.invalidData }).optional(),
      busca: search,
      ...period,
      ...pagingFields,
    })
    .refine(periodInOrder, { error: MSG.invalidData, path: ['ate'] })
    .default({ ...FIRST_PAGE }),
});
export type ActivationListFilter = NonNullable<z.input<typeof activationListBody>['filtro']>;

/** A contract the sale may be linked to: the customer's, at the sale's provider. */
export const saleContractOption = z.object({
  id: z.number(),
  codigo_erp: z.string(),
  plano: z.string().nullable(),
  status: z.string(),
  endereco: z.string(),
});
export const saleResponse = z.object({ venda: sale, contratos: z.array(saleContractOption) });
export type SaleResponse = z.infer<typeof saleResponse>;
export type SaleContractOption = z.infer<typeof saleContractOption>;

export const scheduleBody = z.object({
  dia: z.string({ error: M.sale.dayRequired }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: M.sale.dayRequired }),
  periodo: z.enum(INSTALLATION_PERIODS, { error: M.sale.periodRequired }),
  equipe: z
    .string({ error: M.sale.teamRequired })
    .trim()
    .min(1, { error: M.sale.teamRequired })
    .max(80, { error: M.sale.teamMax }),
  id_contrato: id(M.sale.contractInvalid).nullish(),
});
export type ScheduleBody = z.input<typeof scheduleBody>;
export const activateBody = z.object({ id_contrato: id(M.sale.contractInvalid).nullish() });
export type ActivateBody = z.input<typeof activateBody>;
export const cancelBody = z.object({
  motivo: z
    .string({ error: M.sale.reasonRequired })
    .trim()
    .min(1, { error: M.sale.reasonRequired })
    .min(CANCEL_REASON_MIN, { error: M.sale.reasonMin })
    .max(CANCEL_REASON_MAX, { error: M.sale.reasonMax }),
});
export type CancelBody = z.input<typeof cancelBody>;

// --- Home ---------------------------------------------------------------------------------------

export const homeResponse = z.object({
  vendas: z.array(z.object({ status: z.enum(SALE_STATUSES), total: z.number() })),
  instalacoes_hoje: z.array(sale),
  qualificacoes_pendentes: z.number(),
  problemas_abertos: z.number(),
  problemas_alta: z.number(),
  estornos_pendentes: z.number(),
  dia: z.string(),
});
export type HomeResponse = z.infer<typeof homeResponse>;

// --- Qualification ------------------------------------------------------------------------------

const saleSummary = z.object({
  id: z.number(),
  nome: z.string(),
  cpf: z.string(),
  provedor: z.string(),
  plano_nome: z.string(),
  status: z.enum(SALE_STATUSES),
});

export const qualification = z.object({
  id: z.number(),
  id_venda: z.number(),
  venda: saleSummary,
  documentos: z.enum(QUALIFICATION_DOCUMENTS),
  score: z.number().nullable(),
  credito: z.enum(QUALIFICATION_CREDIT),
  endereco: z.enum(QUALIFICATION_ADDRESS),
  resultado: z.enum(QUALIFICATION_RESULTS),
  observacoes: z.string(),
  responsavel: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Qualification = z.infer<typeof qualification>;

export const qualificationListBody = z.object({
  filtro: z
    .object({
      sistema: id().optional(),
      resultado: z.enum(QUALIFICATION_RESULTS, { error: MSG.invalidData }).optional(),
      busca: search,
      ...pagingFields,
    })
    .default({ ...FIRST_PAGE }),
});
export type QualificationListFilter = NonNullable<z.input<typeof qualificationListBody>['filtro']>;
export const qualificationListResponse = z.object({
  total: z.number(),
  backoffice_qualificacao: z.array(qualification),
});

const qualificationChecks = {
  documentos: z.enum(QUALIFICATION_DOCUMENTS, { error: MSG.required }),
  score: z
    .number({ error: M.qualification.scoreInvalid })
    .int({ error: M.qualification.scoreInvalid })
    .min(0, { error: M.qualification.scoreInvalid })
    .max(SCORE_MAX, { error: M.qualification.scoreInvalid })
    .nullish(),
  credito: z.enum(QUALIFICATION_CREDIT, { error: MSG.required }),
  endereco: z.enum(QUALIFICATION_ADDRESS, { error: MSG.required }),
  observacoes: notes.optional(),
};
export const qualificationInput = z.object({ id_venda: id(M.qualification.saleRequired), ...qualificationChecks });
export const qualificationPatch = z.object(qualificationChecks).partial();
export type QualificationInput = z.input<typeof qualificationInput>;
export type QualificationPatch = z.input<typeof qualificationPatch>;

// --- Problems -----------------------------------------------------------------------------------

export const problem = z.object({
  id: z.number(),
  sistema: z.number(),
  provedor: z.string(),
  id_venda: z.number().nullable(),
  id_pessoa: z.number().nullable(),
  cliente: z.string().nullable(),
  tipo: z.enum(PROBLEM_KINDS),
  titulo: z.string(),
  descricao: z.string(),
  prioridade: z.enum(PROBLEM_PRIORITIES),
  status: z.enum(PROBLEM_STATUSES),
  id_responsavel: z.number().nullable(),
  responsavel: z.string().nullable(),
  resolvido_em: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Problem = z.infer<typeof problem>;

export const problemListBody = z.object({
  filtro: z
    .object({
      sistema: id().optional(),
      status: z.enum(PROBLEM_STATUSES, { error: MSG.invalidData }).optional(),
      prioridade: z.enum(PROBLEM_PRIORITIES, { error: MSG.invalidData }).optional(),
      tipo: z.enum(PROBLEM_KINDS, { error: MSG.invalidData }).optional(),
      busca: search,
      ...pagingFields,
    })
    .default({ ...FIRST_PAGE }),
});
export type ProblemListFilter = NonNullable<z.input<typeof problemListBody>['filtro']>;
export const problemListResponse = z.object({ total: z.number(), backoffice_problema: z.array(problem) });

const problemFields = {
  tipo: z.enum(PROBLEM_KINDS, { error: MSG.required }),
  titulo: z
    .string({ error: M.problem.titleRequired })
    .trim()
    .min(1, { error: M.problem.titleRequired })
    .min(PROBLEM_TITLE_MIN, { error: M.problem.titleMin })
    .max(PROBLEM_TITLE_MAX, { error: M.problem.titleMax }),
  descricao: z
    .string({ error: MSG.invalidData })
    .trim()
    .max(PROBLEM_DESCRIPTION_MAX, { error: M.problem.descriptionMax })
    .optional(),
  prioridade: z.enum(PROBLEM_PRIORITIES, { error: MSG.required }),
  status: z.enum(PROBLEM_STATUSES, { error: MSG.required }),
  id_responsavel: id(M.problem.ownerUnknown).nullish(),
};
export const problemInput = z
  .object({ id_venda: id().nullish(), id_pessoa: id().nullish(), ...problemFields })
  .refine((p) => p.id_venda != null || p.id_pessoa != null, { error: M.problem.subjectRequired, path: ['id_venda'] });
export const problemPatch = z.object(problemFields).partial();
export type ProblemInput = z.input<typeof problemInput>;
export type ProblemPatch = z.input<typeof problemPatch>;

// --- Chargebacks --------------------------------------------------------------------------------

export const chargeback = z.object({
  id: z.number(),
  sistema: z.number(),
  provedor: z.string(),
  id_fatura: z.number(),
  fatura: z.object({ competencia: z.string(), vencimento: z.string(), valor_pago: amount.nullable() }),
  id_pessoa: z.number(),
  cliente: z.string(),
  valor: amount,
  motivo: z.string(),
  forma: z.enum(CHARGEBACK_METHODS),
  status: z.enum(CHARGEBACK_STATUSES),
  observacoes: z.string(),
  responsavel: z.string().nullable(),
  estornado_em: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Chargeback = z.infer<typeof chargeback>;

export const chargebackListBody = z.object({
  filtro: z
    .object({
      sistema: id().optional(),
      status: z.enum(CHARGEBACK_STATUSES, { error: MSG.invalidData }).optional(),
      busca: search,
      ...pagingFields,
    })
    .default({ ...FIRST_PAGE }),
});
export type ChargebackListFilter = NonNullable<z.input<typeof chargebackListBody>['filtro']>;
export const chargebackListResponse = z.object({ total: z.number(), backoffice_estorno: z.array(chargeback) });

const chargebackValue = z
  .number({ error: M.chargeback.valueRequired })
  .positive({ error: M.chargeback.valuePositive })
  .max(999_999_999.99, { error: M.chargeback.valueAbovePaid })
  .transform((v) => Math.round(v * 100) / 100);
const chargebackFields = {
  valor: chargebackValue,
  motivo: z
    .string({ error: M.chargeback.reasonRequired })
    .trim()
    .min(1, { error: M.chargeback.reasonRequired })
    .min(CHARGEBACK_REASON_MIN, { error: M.chargeback.reasonMin })
    .max(CHARGEBACK_REASON_MAX, { error: M.chargeback.reasonMax }),
  forma: z.enum(CHARGEBACK_METHODS, { error: M.chargeback.methodRequired }),
  observacoes: notes.optional(),
};
export const chargebackInput = z.object({ id_fatura: id(M.chargeback.invoiceRequired), ...chargebackFields });
export const chargebackPatch = z
  .object({ ...chargebackFields, status: z.enum(CHARGEBACK_STATUSES, { error: MSG.required }) })
  .partial();
export type ChargebackInput = z.input<typeof chargebackInput>;
export type ChargebackPatch = z.input<typeof chargebackPatch>;

// --- Customers ----------------------------------------------------------------------------------

/** `POST v1/backoffice/cliente/busca`: customers by name (3 letters at least) or CPF. */
export const customerSearchBody = z.object({
  busca: z
    .string({ error: M.customer.searchMin })
    .trim()
    .min(3, { error: M.customer.searchMin })
    .max(100, { error: MSG.invalidData }),
});
export const customerOption = z.object({
  id: z.number(),
  nome: z.string(),
  cpf: z.string(),
  provedor: z.string(),
  sistema: z.number(),
});
export type CustomerOption = z.infer<typeof customerOption>;
export const customerSearchResponse = z.object({ clientes: z.array(customerOption) });

const contractRow = accountContract.extend({ provedor: z.string() });
export const customerDetails = z.object({
  cliente: z.object({
    id: z.number(),
    sistema: z.number(),
    provedor: z.string(),
    codpessoa: z.string(),
    cpf: z.string(),
    nome: z.string(),
    email: z.string().nullable(),
    celular: z.string().nullable(),
    data_nascimento: z.string().nullable(),
    ativo: z.boolean(),
  }),
  painel: z
    .object({
      convidado_em: z.string().nullable(),
      primeiro_acesso_em: z.string().nullable(),
      ultimo_acesso_em: z.string().nullable(),
    })
    .nullable(),
  contratos: z.array(contractRow),
  faturas: z.array(accountInvoice),
  conexoes: z.array(accountConnection),
  ordens: z.array(accountServiceOrder),
  acordos: z.array(
    z.object({
      id: z.number(),
      id_contrato: z.number(),
      valor_original: amount,
      valor_acordo: amount,
      parcelas: z.number(),
      primeiro_vencimento: z.string(),
      status: z.enum(AGREEMENT_STATUSES),
      origem: z.string(),
      created_at: z.string(),
    }),
  ),
  leads: z.array(
    z.object({
      id: z.number(),
      nome: z.string(),
      provedor: z.string(),
      status: z.enum(LEAD_STATUSES),
      campanha: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
  vendas: z.array(sale),
  mensagens: z.array(
    z.object({
      id: z.number(),
      canal: z.enum(['email', 'sms', 'whatsapp']),
      data_envio: z.string(),
      turno: z.string(),
      destino: z.string(),
      status: z.enum(['pendente', 'enviada', 'falhou']),
      campanha: z.string().nullable(),
    }),
  ),
  restricao: z.object({ whatsapp: z.boolean(), email: z.boolean(), sms: z.boolean() }).nullable(),
  problemas: z.array(problem),
  estornos: z.array(chargeback),
  historico: z.array(
    z.object({
      id: z.number(),
      tabela: z.string(),
      id_item: z.string(),
      operacao: z.string(),
      data: z.string(),
      usuario: z.string().nullable(),
      campos: z.array(z.string()),
    }),
  ),
});
export type CustomerDetails = z.infer<typeof customerDetails>;

/** A customer's paid invoices, for a chargeback's form. */
export const paidInvoicesResponse = z.object({
  faturas: z.array(
    z.object({
      id: z.number(),
      competencia: z.string(),
      vencimento: z.string(),
      valor: amount,
      valor_pago: amount,
      pago_em: z.string().nullable(),
    }),
  ),
});
