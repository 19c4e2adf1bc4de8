import { and, asc, eq, sql } from 'drizzle-orm';
import type { CustomerRecord } from '@intranet/shared/customers/customers.rules';

import type { Db } from '../../db/client';
import { clientePessoa, clienteSincronizacao, empresa } from '../../db/schema';
import { sqlRows } from '../../db/sql';

type SearchKey = { sistema: number } & ({ codpessoa: string } | { cpf: string });

/** Customers written by one statement: 1 000 rows travel as one JSON parameter, whatever the driver. */
export const UPSERT_BATCH = 1_000;

/** The customer directory's queries. */
/** Customers of a provider with that code or CPF (a CPF may hold several contracts). */
export async function search(db: Db, key: SearchKey) {
  const match = 'codpessoa' in key ? eq(clientePessoa.codpessoa, key.codpessoa) : eq(clientePessoa.cpf, key.cpf);
  return db
    .select({
      id: clientePessoa.id,
      sistema: clientePessoa.sistema,
      codpessoa: clientePessoa.codpessoa,
      cpf: clientePessoa.cpf,
      nome_razaosocial: clientePessoa.nome_razaosocial,
    })
    .from(clientePessoa)
    .where(and(eq(clientePessoa.sistema, key.sistema), match))
    .orderBy(asc(clientePessoa.codpessoa))
    .limit(50);
}

/** The providers (rh_empresa): id and name. */
export function providers(db: Db) {
  return db.select({ id: empresa.id, nome: empresa.nome }).from(empresa).orderBy(asc(empresa.id));
}

export async function providerExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: empresa.id }).from(empresa).where(eq(empresa.id, id));
  return Boolean(row);
}

/**
 * Writes customers of a provider by (sistema, codpessoa), `UPSERT_BATCH` per statement: a new code
 * is inserted, a known one updated only when some value differs (so its updated_at keeps meaning
 * "changed"). Run it inside a transaction to have all batches or none.
 */
export async function upsert(
  db: Db,
  sistema: number,
  customers: readonly CustomerRecord[],
): Promise<{ inserted: number; updated: number }> {
  let inserted = 0;
  let updated = 0;
  for (let start = 0; start < customers.length; start += UPSERT_BATCH) {
    const batch = JSON.stringify(customers.slice(start, start + UPSERT_BATCH));
    const [counts] = await sqlRows<{ inserted: number; updated: number }>(
      db,
      sql`
        with written as (
          insert into relacionamento_dados_pessoas as c
            (sistema, codpessoa, cpf, nome_razaosocial, email, celular, data_nascimento, data_ativacao, data_contratacao, ativo)
          select ${sistema}::int, r.codpessoa, r.cpf, r.nome_razaosocial, r.email, r.celular, r.data_nascimento, r.data_ativacao, r.data_contratacao, r.ativo
          from jsonb_to_recordset(${batch}::jsonb) as r(
            codpessoa text, cpf text, nome_razaosocial text, email text, celular text,
            data_nascimento date, data_ativacao date, data_contratacao date, ativo boolean)
          on conflict (sistema, codpessoa) do update set
            cpf = excluded.cpf, nome_razaosocial = excluded.nome_razaosocial, email = excluded.email, celular = excluded.celular,
            data_nascimento = excluded.data_nascimento, data_ativacao = excluded.data_ativacao,
            data_contratacao = excluded.data_contratacao, ativo = excluded.ativo
          where (c.cpf, c.nome_razaosocial, c.email, c.celular, c.data_nascimento, c.data_ativacao, c.data_contratacao, c.ativo)
            is distinct from
            (excluded.cpf, excluded.nome_razaosocial, excluded.email, excluded.celular, excluded.data_nascimento, excluded.data_ativacao, excluded.data_contratacao, excluded.ativo)
          returning (xmax = 0) as is_new
        )
        select (count(*) filter (where is_new))::int as inserted, (count(*) filter (where not is_new))::int as updated from written`,
    );
    inserted += counts.inserted;
    updated += counts.updated;
  }
  return { inserted, updated };
}

/** Where each provider's ERP sync stands (providers never synced are absent). */
export async function syncCursors(db: Db): Promise<Map<number, Date>> {
  const rows = await db
    .select({ sistema: clienteSincronizacao.sistema, alterados_ate: clienteSincronizacao.alterados_ate })
    .from(clienteSincronizacao);
  return new Map(rows.map((r) => [r.sistema, r.alterados_ate]));
}

/** Records that a provider's changes up to `until` are in the directory. */
export async function saveSyncCursor(
  db: Db,
  sistema: number,
  until: Date,
  counts: { linhas: number; invalidos: number },
) {
  await db
    .insert(clienteSincronizacao)
    .values({ sistema, alterados_ate: until, ...counts })
    .onConflictDoUpdate({
      target: clienteSincronizacao.sistema,
      set: { alterados_ate: until, ...counts, updated_at: sql`now()` },
    });
}
