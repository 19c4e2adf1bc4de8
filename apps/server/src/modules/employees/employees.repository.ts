import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { EmployeeProfile } from '@intranet/shared/employees/employees.schemas';
import type { Db } from '../../db/client';
import { escapeLike } from '../../db/sql';
import { cargo, departamento, empresa, setor, usuario } from '../../db/schema';

const company = alias(empresa, 'empresa_lotacao');
const ref = (id: number | null, nome: string | null) => (id === null || nome === null ? null : { id, nome });

const joined = (db: Db, columns: Record<string, unknown>) =>
  db
    .select(columns as never)
    .from(usuario)
    .leftJoin(company, eq(company.id, usuario.id_empresa))
    .leftJoin(departamento, eq(departamento.id, usuario.id_departamento))
    .leftJoin(setor, eq(setor.id, usuario.id_setor))
    .leftJoin(cargo, eq(cargo.id, usuario.id_cargo));

const placement = {
  empresaId: company.id,
  empresaNome: company.nome,
  departamentoId: departamento.id,
  departamentoNome: departamento.nome,
  setorId: setor.id,
  setorNome: setor.nome,
  cargoId: cargo.id,
  cargoNome: cargo.nome,
};
type PlacementRow = { [K in keyof typeof placement]: K extends `${string}Id` ? number | null : string | null };

const placed = (r: PlacementRow) => ({
  empresa: ref(r.empresaId, r.empresaNome),
  departamento: ref(r.departamentoId, r.departamentoNome),
  setor: ref(r.setorId, r.setorNome),
  cargo: ref(r.cargoId, r.cargoNome),
});

/** Employees paged in SQL by name, searched by name, e-mail or CPF. */
export async function listEmployees(db: Db, q: { busca?: string; page: number; limit: number }) {
  const pattern = q.busca ? `%${escapeLike(q.busca)}%` : null;
  const where = and(
    eq(usuario.funcionario, true),
    pattern
      ? or(
          ilike(usuario.nome, pattern),
          ilike(usuario.sobrenome, pattern),
          ilike(usuario.email, pattern),
          ilike(usuario.cpf, pattern),
          sql`(${usuario.nome} || ' ' || coalesce(${usuario.sobrenome}, '')) ilike ${pattern}`,
        )
      : undefined,
  );
  const [{ total }] = await db.select({ total: count() }).from(usuario).where(where);
  const rows = (await joined(db, {
    id: usuario.id,
    nome: usuario.nome,
    sobrenome: usuario.sobrenome,
    email: usuario.email,
    cpf: usuario.cpf,
    data_nascimento: usuario.data_nascimento,
    data_admissao: usuario.data_admissao,
    ativo: usuario.ativo,
    ...placement,
  })
    .where(where)
    .orderBy(asc(usuario.nome), asc(usuario.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit)) as unknown as (PlacementRow & Record<string, unknown>)[];
  return {
    total,
    rows: rows.map((r) => ({
      id: r.id as number,
      nome: r.nome as string | null,
      sobrenome: r.sobrenome as string | null,
      email: r.email as string | null,
      cpf: r.cpf as string | null,
      data_nascimento: r.data_nascimento as string | null,
      data_admissao: r.data_admissao as string | null,
      ativo: r.ativo as boolean,
      ...placed(r),
    })),
  };
}

const profileColumns = {
  id: usuario.id,
  nome: usuario.nome,
  sobrenome: usuario.sobrenome,
  email: usuario.email,
  cpf: usuario.cpf,
  rg: usuario.rg,
  genero: usuario.genero,
  estado_civil: usuario.estado_civil,
  id_imagem: usuario.id_imagem,
  data_nascimento: usuario.data_nascimento,
  data_admissao: usuario.data_admissao,
  nacionalidade: usuario.nacionalidade,
  email_corp: usuario.email_corp,
  cep: usuario.cep,
  rua: usuario.rua,
  numero: usuario.numero,
  complemento: usuario.complemento,
  bairro: usuario.bairro,
  id_cidade: usuario.id_cidade,
  cnh_categoria: usuario.cnh_categoria,
  cnh_numero: usuario.cnh_numero,
  linkedin: usuario.linkedin,
  viagem: usuario.viagem,
};

export async function findProfile(db: Db, id: number) {
  const [row] = await db
    .select({ ...profileColumns, ...placement })
    .from(usuario)
    .leftJoin(company, eq(company.id, usuario.id_empresa))
    .leftJoin(departamento, eq(departamento.id, usuario.id_departamento))
    .leftJoin(setor, eq(setor.id, usuario.id_setor))
    .leftJoin(cargo, eq(cargo.id, usuario.id_cargo))
    .where(eq(usuario.id, id))
    .limit(1);
  if (!row) return null;
  const { empresaId, empresaNome, departamentoId, departamentoNome, setorId, setorNome, cargoId, cargoNome, ...rest } = row;
  return { ...rest, ...placed({ empresaId, empresaNome, departamentoId, departamentoNome, setorId, setorNome, cargoId, cargoNome }) };
}

/** Writes the profile fields; `keepAdmission` leaves the admission date as it is (an employee editing their own). */
export async function updateProfile(db: Db, id: number, p: EmployeeProfile, { keepAdmission }: { keepAdmission: boolean }) {
  const { data_admissao, ...rest } = p;
  await db
    .update(usuario)
    .set({ ...rest, sobrenome: rest.sobrenome ?? null, ...(keepAdmission ? {} : { data_admissao }) })
    .where(eq(usuario.id, id));
}
