import { and, asc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { escapeLike, sqlRows } from '../../db/sql';
import { cargo, cidadeProvedor, departamento, empresa, setor, sistema, usuarioEmpresa } from '../../db/schema';

/** A company by id (all digits) or by name, case-insensitive. */
export async function findCompanyId(db: Db, key: string): Promise<number | null> {
  const where = /^\d+$/.test(key) ? eq(empresa.id, Number(key)) : ilike(empresa.nome, escapeLike(key));
  const [row] = await db.select({ id: empresa.id }).from(empresa).where(where).limit(1);
  return row?.id ?? null;
}

export function listCompanies(db: Db) {
  return db
    .select({ id: empresa.id, nome: empresa.nome })
    .from(empresa)
    .where(eq(empresa.ativo, true))
    .orderBy(asc(empresa.nome));
}

export async function listPositionsOfCompany(db: Db, companyId: number) {
  const rows = await db
    .select({
      id: cargo.id,
      nome: cargo.nome,
      id_setor: cargo.id_setor,
      setorNome: setor.nome,
      id_departamento: departamento.id,
      departamentoNome: departamento.nome,
    })
    .from(cargo)
    .innerJoin(setor, eq(setor.id, cargo.id_setor))
    .innerJoin(departamento, eq(departamento.id, setor.id_departamento))
    .where(and(eq(departamento.id_empresa, companyId), eq(cargo.ativo, true)))
    .orderBy(asc(cargo.nome), asc(cargo.id));
  return rows.map((r) => ({
    id: r.id,
    nome: r.nome,
    id_setor: r.id_setor,
    setor: {
      id: r.id_setor,
      nome: r.setorNome,
      id_departamento: r.id_departamento,
      departamento: { id: r.id_departamento, nome: r.departamentoNome },
    },
  }));
}

export function listDepartmentsOfCompany(db: Db, companyId: number) {
  return db
    .select({
      id: departamento.id,
      nome: departamento.nome,
      id_empresa: departamento.id_empresa,
      ativo: departamento.ativo,
    })
    .from(departamento)
    .where(and(eq(departamento.id_empresa, companyId), eq(departamento.ativo, true)))
    .orderBy(asc(departamento.nome));
}

export async function listDepartments(db: Db) {
  const rows = await db
    .select({
      id: departamento.id,
      nome: departamento.nome,
      ativo: departamento.ativo,
      id_empresa: departamento.id_empresa,
      empresaNome: empresa.nome,
    })
    .from(departamento)
    .innerJoin(empresa, eq(empresa.id, departamento.id_empresa))
    .orderBy(asc(empresa.nome), asc(departamento.nome));
  return rows.map((r) => ({
    id: r.id,
    id_departamento: r.id,
    nome: r.nome,
    ativo: r.ativo,
    id_empresa: r.id_empresa,
    empresa: { nome: r.empresaNome },
  }));
}

const sectorColumns = { id: setor.id, nome: setor.nome, id_departamento: setor.id_departamento, ativo: setor.ativo };

export function listSectors(db: Db) {
  return db.select(sectorColumns).from(setor).orderBy(asc(setor.nome), asc(setor.id));
}

export function listSectorsOfDepartment(db: Db, departmentId: number) {
  return db
    .select(sectorColumns)
    .from(setor)
    .where(and(eq(setor.id_departamento, departmentId), eq(setor.ativo, true)))
    .orderBy(asc(setor.nome));
}

export async function listSectorsOfCompany(db: Db, companyId: number) {
  const deps = db.select({ id: departamento.id }).from(departamento).where(eq(departamento.id_empresa, companyId));
  return db
    .select(sectorColumns)
    .from(setor)
    .where(and(inArray(setor.id_departamento, deps), eq(setor.ativo, true)))
    .orderBy(asc(setor.nome), asc(setor.id));
}

export function listSystems(db: Db) {
  return db.select({ id: sistema.id, nome: sistema.nome }).from(sistema).orderBy(asc(sistema.nome));
}

export async function listContractingCompanies(db: Db, userId: number) {
  const rows = await db
    .select({ id: empresa.id, nome: empresa.nome })
    .from(usuarioEmpresa)
    .innerJoin(empresa, eq(empresa.id, usuarioEmpresa.id_empresa))
    .where(eq(usuarioEmpresa.id_usuario, userId))
    .orderBy(asc(empresa.nome));
  return rows.map((empresa) => ({ empresa }));
}

export async function listCitiesOfCompany(db: Db, companyId: number) {
  const rows = await db
    .select({
      id: cidadeProvedor.id,
      nome: cidadeProvedor.nome,
      uf: cidadeProvedor.uf,
      id_empresa: cidadeProvedor.id_empresa,
      empresaNome: empresa.nome,
    })
    .from(cidadeProvedor)
    .innerJoin(empresa, eq(empresa.id, cidadeProvedor.id_empresa))
    .where(and(eq(cidadeProvedor.id_empresa, companyId), eq(cidadeProvedor.ativo, true)))
    .orderBy(asc(cidadeProvedor.nome));
  return rows.map(({ empresaNome, ...r }) => ({ ...r, empresa: { nome: empresaNome } }));
}

export function listCityOptions(db: Db) {
  return db
    .select({ id: cidadeProvedor.id, nome: cidadeProvedor.nome })
    .from(cidadeProvedor)
    .where(eq(cidadeProvedor.ativo, true))
    .orderBy(asc(cidadeProvedor.nome), asc(cidadeProvedor.id));
}

/** Active compliment categories, by name. */
export async function listComplimentCategories(db: Db) {
  return sqlRows<{ id: number; nome: string; icone: string; cor: string }>(
    db,
    sql`select id, nome, icone, cor from rh_elogio_categoria where ativo order by nome, id`,
  );
}

/** Active employees (id, full name), by name; of one company when asked. */
export async function listActiveEmployees(db: Db, companyId?: number) {
  return sqlRows<{ id: number; nome: string }>(
    db,
    sql`select id, trim(concat_ws(' ', nome, sobrenome)) as nome from rh_usuario
        where funcionario and ativo ${companyId === undefined ? sql`` : sql`and id_empresa = ${companyId}`}
        order by nome, sobrenome, id`,
  );
}
