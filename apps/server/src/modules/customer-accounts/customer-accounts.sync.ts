import {
  ERP_ACCOUNT_KINDS,
  ERP_ACCOUNT_KIND_NAMES,
  type ErpAccountKind,
  type ErpRecordOf,
  erpRecordProblems,
} from '@intranet/shared/customer-accounts/customer-accounts.erp';
import { CUSTOMER_ACCOUNTS_MSG } from '@intranet/shared/customer-accounts/customer-accounts.messages';
import type { Db } from '../../db/client';
import * as repo from './customer-accounts.repository';

/**
 * Where a provider's account records come from outside the intranet: pages of records of a kind changed
 * since an instant (every record when `since` is null), as the ERP sends them (checked here). A kind the
 * ERP does not offer throws `AccountKindUnavailable` before its first page.
 */
export interface AccountSource {
  accountPages(kind: ErpAccountKind, since: Date | null, signal?: AbortSignal): AsyncIterable<unknown[]>;
}

/** The ERP does not offer a kind (its address answers 404): the kind is skipped, the others go on. */
export class AccountKindUnavailable extends Error {}

/** Changes are asked from this long before the previous run started, for clocks that disagree a little. */
export const ACCOUNT_SYNC_OVERLAP_MS = 10 * 60_000;
/** Refused records kept in a kind's report (the count covers them all). */
export const REPORTED_INVALID = 20;

export type AccountKindReport = {
  linhas: number;
  inseridos: number;
  atualizados: number;
  inalterados: number;
  /** Refused records: how many, and the first ones with their reasons. */
  recusados: number;
  invalidos: { codigo: string; motivo: string }[];
  /** True when the ERP does not offer the kind (nothing asked of it was written). */
  indisponivel?: true;
};
export type AccountSyncReport = Partial<Record<ErpAccountKind, AccountKindReport>>;

type Refusal = { codigo: string; motivo: string };
const M = CUSTOMER_ACCOUNTS_MSG.erp;

const keyOf = (kind: ErpAccountKind, record: Record<string, unknown>) =>
  String((kind === 'conexoes' ? record.login : record.codigo) ?? '');

/** Checks a page's records; the last version of a key repeated within the page wins. */
function checkPage<K extends ErpAccountKind>(kind: K, records: unknown[]) {
  const schema = ERP_ACCOUNT_KINDS[kind];
  const valid = new Map<string, ErpRecordOf<K>>();
  const refused: Refusal[] = [];
  for (const record of records) {
    const parsed = schema.safeParse(record);
    if (parsed.success) {
      const data = parsed.data as ErpRecordOf<K>;
      const key = keyOf(kind, data as Record<string, unknown>);
      valid.delete(key);
      valid.set(key, data);
    } else {
      const raw = typeof record === 'object' && record ? (record as Record<string, unknown>) : {};
      refused.push({ codigo: keyOf(kind, raw).slice(0, 40), motivo: erpRecordProblems(parsed.error) });
    }
  }
  return { valid: [...valid.values()], refused };
}

/** Writes a kind's checked records, their references resolved; records naming what is not here are refused. */
async function writeKind(
  db: Db,
  sistema: number,
  kind: ErpAccountKind,
  records: ErpRecordOf<ErpAccountKind>[],
): Promise<{ counts: repo.WriteCounts; refused: Refusal[] }> {
  const refused: Refusal[] = [];
  switch (kind) {
    case 'planos':
      return { counts: await repo.upsertPlans(db, sistema, records as ErpRecordOf<'planos'>[]), refused };
    case 'contratos': {
      const contracts = records as ErpRecordOf<'contratos'>[];
      const customers = await repo.customerIds(db, sistema, [...new Set(contracts.map((c) => c.cliente))]);
      const plans = await repo.planIds(db, sistema, [...new Set(contracts.flatMap((c) => (c.plano ? [c.plano] : [])))]);
      const rows: repo.ContractRow[] = [];
      for (const { cliente, plano, ...contract } of contracts) {
        const id_pessoa = customers.get(cliente);
        const id_plano = plano ? plans.get(plano) : null;
        if (id_pessoa === undefined) refused.push({ codigo: contract.codigo, motivo: M.customerUnknown(cliente) });
        else if (id_plano === undefined) refused.push({ codigo: contract.codigo, motivo: M.planUnknown(plano!) });
        else rows.push({ ...contract, id_pessoa, id_plano });
      }
      return { counts: await repo.upsertContracts(db, sistema, rows), refused };
    }
    default: {
      const owned = records as (ErpRecordOf<'faturas' | 'conexoes' | 'ordens_servico'> & { contrato: string })[];
      const contracts = await repo.contractIds(db, sistema, [...new Set(owned.map((r) => r.contrato))]);
      const rows: Record<string, unknown>[] = [];
      for (const { contrato, ...record } of owned) {
        const found = contracts.get(contrato);
        if (!found) refused.push({ codigo: keyOf(kind, record), motivo: M.contractUnknown(contrato) });
        else rows.push({ ...record, id_contrato: found.id, id_pessoa: found.id_pessoa });
      }
      const counts =
        kind === 'faturas'
          ? await repo.upsertInvoices(db, sistema, rows as unknown as repo.InvoiceRow[])
          : kind === 'conexoes'
            ? await repo.upsertConnections(db, sistema, rows as unknown as repo.ConnectionRow[])
            : await repo.upsertServiceOrders(db, sistema, rows as unknown as repo.ServiceOrderRow[]);
      return { counts, refused };
    }
  }
}

/**
 * Brings a provider's account records in, kind after kind (plans, contracts, invoices, connections,
 * service orders: each names records of the kinds before it), after the customers of the same run.
 * Each page is checked and written in a transaction of its own as it arrives, so a run holds one page at
 * a time; a kind's position is saved when all its pages are in. A kind that fails stops the run (the
 * kinds after it depend on it) and keeps its old position: the next run asks for its changes again, and
 * the upsert makes what was already written harmless.
 */
export async function syncAccounts(
  db: Db,
  sistema: number,
  source: AccountSource,
  { now = new Date(), signal }: { now?: Date; signal?: AbortSignal } = {},
): Promise<AccountSyncReport> {
  const cursors = await repo.accountCursors(db, sistema);
  const report: AccountSyncReport = {};
  for (const kind of ERP_ACCOUNT_KIND_NAMES) {
    const previous = cursors.get(kind);
    const since = previous ? new Date(previous.getTime() - ACCOUNT_SYNC_OVERLAP_MS) : null;
    const kindReport: AccountKindReport = {
      linhas: 0,
      inseridos: 0,
      atualizados: 0,
      inalterados: 0,
      recusados: 0,
      invalidos: [],
    };
    const refuse = (refusals: Refusal[]) => {
      kindReport.recusados += refusals.length;
      kindReport.invalidos.push(...refusals.slice(0, REPORTED_INVALID - kindReport.invalidos.length));
    };
    try {
      for await (const records of source.accountPages(kind, since, signal)) {
        kindReport.linhas += records.length;
        const { valid, refused } = checkPage(kind, records);
        refuse(refused);
        const written = await db.transaction((tx) => writeKind(tx, sistema, kind, valid));
        refuse(written.refused);
        kindReport.inseridos += written.counts.inserted;
        kindReport.atualizados += written.counts.updated;
        kindReport.inalterados +=
          valid.length - written.refused.length - written.counts.inserted - written.counts.updated;
      }
    } catch (error) {
      if (!(error instanceof AccountKindUnavailable)) throw error;
      report[kind] = { ...kindReport, indisponivel: true };
      continue;
    }
    await repo.saveAccountCursor(db, sistema, kind, now, {
      linhas: kindReport.linhas,
      invalidos: kindReport.recusados,
    });
    report[kind] = kindReport;
  }
  return report;
}
