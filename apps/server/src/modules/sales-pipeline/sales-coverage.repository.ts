import { sql, type SQL } from 'drizzle-orm';
import type { CoverageColumn } from '@intranet/shared/sales/coverage.rules';
import type { CoverageImportPhase } from '@intranet/shared/sales/coverage.schemas';
import type { Db } from '../../db/client';
import { escapeLike, sqlRows } from '../../db/sql';

/*
 * The coverage screens' queries (docs/sales.md "Coverage and feasibility"): the areas paged by
 * provider and city, and the spreadsheet import's row and lines.
 */

export type AreaRow = {
  id: number;
  id_empresa: number;
  empresa: string;
  cidade: string;
  uf: string;
  cep_inicio: string | null;
  cep_fim: string | null;
  bairro: string | null;
  logradouro: string | null;
  ativo: boolean;
  created_at: Date | string;
  updated_at: Date | string;
};

export type AreaFilter = {
  id_empresa?: number;
  cidade?: string;
  uf?: string;
  ativo?: boolean;
  busca?: string;
  offset: number;
  limit: number;
};

function areaConditions(filter: AreaFilter): SQL {
  const conditions: SQL[] = [sql`true`];
  if (filter.id_empresa !== undefined) conditions.push(sql`c.id_empresa = ${filter.id_empresa}`);
  if (filter.cidade) conditions.push(sql`c.cidade = ${filter.cidade}`);
  if (filter.uf) conditions.push(sql`c.uf = ${filter.uf}`);
  if (filter.ativo !== undefined) conditions.push(sql`c.ativo = ${filter.ativo}`);
  if (filter.busca) {
    const digits = filter.busca.replace(/\D/g, '');
    // Names are compared by their keys (no accents, lower case), as the feasibility matches them.
    const like = sql`('%' || vendas_chave(${escapeLike(filter.busca)}) || '%')`;
    const parts = [sql`c.bairro_chave like ${like}`, sql`c.logradouro_chave like ${like}`];
    if (digits.length === 8) parts.push(sql`${digits} between c.cep_inicio and c.cep_fim`);
    else if (digits.length >= 3) parts.push(sql`c.cep_inicio like ${`${digits}%`}`);
    conditions.push(sql`(${sql.join(parts, sql` or `)})`);
  }
  return sql.join(conditions, sql` and `);
}

/** One page of areas, by provider, city and then the CEP range or the names; and how many match. */
export async function pageAreas(db: Db, filter: AreaFilter): Promise<{ rows: AreaRow[]; total: number }> {
  const where = areaConditions(filter);
  const [rows, [count]] = await Promise.all([
    sqlRows<AreaRow>(
      db,
      sql`select c.id, c.id_empresa, e.nome as empresa, c.cidade, c.uf, c.cep_inicio, c.cep_fim, c.bairro, c.logradouro,
            c.ativo, c.created_at, c.updated_at
          from vendas_cobertura c join rh_empresa e on e.id = c.id_empresa
          where ${where}
          order by e.nome, c.cidade, c.id
          limit ${filter.limit} offset ${filter.offset}`,
    ),
    sqlRows<{ total: number }>(db, sql`select count(*)::int as total from vendas_cobertura c where ${where}`),
  ]);
  return { rows, total: count.total };
}

/** The cities covered by a provider (or by any), with how many areas each. */
export async function coveredCities(db: Db, idEmpresa: number | undefined) {
  return sqlRows<{ cidade: string; uf: string; areas: number }>(
    db,
    sql`select cidade, uf, count(*)::int as areas from vendas_cobertura
        where ${idEmpresa === undefined ? sql`true` : sql`id_empresa = ${idEmpresa}`}
        group by cidade, uf order by cidade, uf`,
  );
}

// The import ------------------------------------------------------------------------------------

export type ImportRow = {
  id: number;
  id_empresa: number;
  empresa: string;
  nome_arquivo: string;
  chave_arquivo: string | null;
  fase: CoverageImportPhase;
  percentual: number;
  mensagem: string | null;
  linhas: number;
  validas: number;
  invalidas: number;
  criadas: number | null;
  created_at: Date | string;
};

export async function companyExists(db: Db, id: number): Promise<boolean> {
  const [row] = await sqlRows<{ ok: boolean }>(db, sql`select exists(select 1 from rh_empresa where id = ${id}) as ok`);
  return row.ok;
}

export async function insertImport(
  db: Db,
  values: { id_empresa: number; id_usuario: number | null; nome_arquivo: string; chave_arquivo: string },
): Promise<number> {
  const [row] = await sqlRows<{ id: number }>(
    db,
    sql`insert into vendas_cobertura_importacao (id_empresa, id_usuario, nome_arquivo, chave_arquivo)
        values (${values.id_empresa}, ${values.id_usuario}::int, ${values.nome_arquivo}, ${values.chave_arquivo})
        returning id`,
  );
  return row.id;
}

export async function importById(db: Db, id: number): Promise<ImportRow | undefined> {
  const [row] = await sqlRows<ImportRow>(
    db,
    sql`select i.id, i.id_empresa, e.nome as empresa, i.nome_arquivo, i.chave_arquivo, i.fase, i.percentual, i.mensagem,
          i.linhas, i.validas, i.invalidas, i.criadas, i.created_at
        from vendas_cobertura_importacao i join rh_empresa e on e.id = i.id_empresa where i.id = ${id}`,
  );
  return row;
}

/**
 * Starts the reading of an import: one waiting for it, or one whose reading stopped reporting for
 * `leaseSeconds` (its server went away); the lines a dead reading left are taken back. False when the
 * import is read, refused, applied or being read.
 */
export async function claimReading(db: Db, id: number, leaseSeconds: number): Promise<boolean> {
  const claimed = await sqlRows<{ id: number }>(
    db,
    sql`update vendas_cobertura_importacao set fase = 'lendo', percentual = 0, lido_em = clock_timestamp(), mensagem = null
        where id = ${id} and chave_arquivo is not null
          and (fase = 'aguardando'
            or (fase = 'lendo' and lido_em < clock_timestamp() - make_interval(secs => ${leaseSeconds})))
        returning id`,
  );
  if (claimed.length === 0) return false;
  await db.execute(sql`delete from vendas_cobertura_importacao_linha where id_importacao = ${id}`);
  return true;
}

/** The share read so far (a short statement of its own: the progress of every instance reads it). */
export async function reportReading(db: Db, id: number, percentual: number): Promise<void> {
  await db.execute(sql`
    update vendas_cobertura_importacao set percentual = ${percentual}, lido_em = clock_timestamp()
    where id = ${id} and fase = 'lendo'`);
}

export type ImportLine = { linha: number; problema: string | null } & Record<CoverageColumn, string | null>;

/** Writes a batch of lines read, as one statement. */
export async function insertLines(db: Db, id: number, lines: readonly ImportLine[]): Promise<void> {
  if (lines.length === 0) return;
  const values = lines.map(
    (l) =>
      sql`(${id}, ${l.linha}, ${l.cidade}::text, ${l.uf}::text, ${l.cep_inicio}::text, ${l.cep_fim}::text,
        ${l.bairro}::text, ${l.logradouro}::text, ${l.problema}::text)`,
  );
  await db.execute(sql`
    insert into vendas_cobertura_importacao_linha (id_importacao, linha, cidade, uf, cep_inicio, cep_fim, bairro,
      logradouro, problema)
    values ${sql.join(values, sql`, `)}`);
}

/** The reading ended: the counts, the preview ready, the file no longer needed. */
export async function finishReading(
  db: Db,
  id: number,
  counts: { linhas: number; validas: number; invalidas: number },
): Promise<void> {
  await db.execute(sql`
    update vendas_cobertura_importacao set fase = 'lida', percentual = 100, chave_arquivo = null,
      linhas = ${counts.linhas}, validas = ${counts.validas}, invalidas = ${counts.invalidas}
    where id = ${id} and fase = 'lendo'`);
}

/** The spreadsheet refused as a whole: the reason kept, the lines read so far taken back. */
export async function refuseReading(db: Db, id: number, mensagem: string): Promise<void> {
  await db.execute(sql`delete from vendas_cobertura_importacao_linha where id_importacao = ${id}`);
  await db.execute(sql`
    update vendas_cobertura_importacao set fase = 'recusada', percentual = 0, chave_arquivo = null,
      mensagem = ${mensagem}
    where id = ${id}`);
}

/** A page of the lines read, in the spreadsheet's order; with `problemas`, those with a problem only. */
export async function linesPage(db: Db, id: number, filter: { problemas?: boolean; offset: number; limit: number }) {
  const where = filter.problemas ? sql`id_importacao = ${id} and problema is not null` : sql`id_importacao = ${id}`;
  const [rows, [count]] = await Promise.all([
    sqlRows<ImportLine>(
      db,
      sql`select linha, cidade, uf, cep_inicio, cep_fim, bairro, logradouro, problema
          from vendas_cobertura_importacao_linha where ${where}
          order by linha limit ${filter.limit} offset ${filter.offset}`,
    ),
    sqlRows<{ total: number }>(
      db,
      sql`select count(*)::int as total from vendas_cobertura_importacao_linha where ${where}`,
    ),
  ]);
  return { rows, total: count.total };
}

/** Locks an import read and waiting to be applied. */
export async function lockReadImport(db: Db, id: number): Promise<{ id_empresa: number } | undefined> {
  const [row] = await sqlRows<{ id_empresa: number }>(
    db,
    sql`select id_empresa from vendas_cobertura_importacao where id = ${id} and fase = 'lida' for update`,
  );
  return row;
}

/**
 * The valid lines become areas of the provider, in one statement; an area the provider already has
 * (the same city, state, range and names by their keys) is not repeated. Answers how many were created.
 */
export async function applyLines(db: Db, id: number, idEmpresa: number): Promise<number> {
  const created = await sqlRows<{ id: number }>(
    db,
    sql`insert into vendas_cobertura (id_empresa, cidade, uf, cep_inicio, cep_fim, bairro, logradouro, ativo)
        select ${idEmpresa}, l.cidade, l.uf, l.cep_inicio, l.cep_fim, l.bairro, l.logradouro, true
        from vendas_cobertura_importacao_linha l
        where l.id_importacao = ${id} and l.problema is null
          and not exists (
            select 1 from vendas_cobertura c
            where c.id_empresa = ${idEmpresa} and vendas_chave(c.cidade) = vendas_chave(l.cidade) and c.uf = l.uf
              and c.cep_inicio is not distinct from l.cep_inicio and c.cep_fim is not distinct from l.cep_fim
              and c.bairro_chave is not distinct from vendas_chave(l.bairro)
              and c.logradouro_chave is not distinct from vendas_chave(l.logradouro))
        order by l.linha
        returning id`,
  );
  await db.execute(sql`
    update vendas_cobertura_importacao set fase = 'aplicada', criadas = ${created.length} where id = ${id}`);
  return created.length;
}

/** Gives up an import not yet applied: its lines go; answers the file's key to remove, if it still had one. */
export async function discardImport(db: Db, id: number): Promise<{ chave_arquivo: string | null } | undefined> {
  const [row] = await sqlRows<{ chave_arquivo: string | null }>(
    db,
    sql`update vendas_cobertura_importacao i set fase = 'descartada', chave_arquivo = null
        from (select id, chave_arquivo from vendas_cobertura_importacao where id = ${id} for update) old
        where i.id = old.id and i.fase in ('aguardando', 'lida', 'recusada')
        returning old.chave_arquivo`,
  );
  if (row) await db.execute(sql`delete from vendas_cobertura_importacao_linha where id_importacao = ${id}`);
  return row;
}
