import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { EmployeeProfile } from '@intranet/shared/employees/employees.schemas';
import type { Db } from '../../db/client';
import { escapeLike } from '../../db/sql';
import { usuario } from '../../db/schema';
import { placementOf, selectPlaced } from '../users/users.public';

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
  const rows = await selectPlaced(db, {
    id: usuario.id,
    nome: usuario.nome,
    sobrenome: usuario.sobrenome,
    email: usuario.email,
    cpf: usuario.cpf,
    data_nascimento: usuario.data_nascimento,
    data_admissao: usuario.data_admissao,
    ativo: usuario.ativo,
  })
    .where(where)
    .orderBy(asc(usuario.nome), asc(usuario.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  return {
    total,
    rows: rows.map((r) => ({
      id: r.id,
      nome: r.nome,
      sobrenome: r.sobrenome,
      email: r.email,
      cpf: r.cpf,
      data_nascimento: r.data_nascimento,
      data_admissao: r.data_admissao,
      ativo: r.ativo,
      ...placementOf(r),
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
  const [row] = await selectPlaced(db, profileColumns).where(eq(usuario.id, id)).limit(1);
  if (!row) return null;
  const { empresaId, empresaNome, departamentoId, departamentoNome, setorId, setorNome, cargoId, cargoNome, ...rest } =
    row;
  return {
    ...rest,
    ...placementOf({
      empresaId,
      empresaNome,
      departamentoId,
      departamentoNome,
      setorId,
      setorNome,
      cargoId,
      cargoNome,
    }),
  };
}

/** Writes the profile fields; `keepAdmission` leaves the admission date as it is (an employee editing their own). */
export async function updateProfile(
  db: Db,
  id: number,
  p: EmployeeProfile,
  { keepAdmission }: { keepAdmission: boolean },
) {
  const { data_admissao, ...rest } = p;
  await db
    .update(usuario)
    .set({ ...rest, sobrenome: rest.sobrenome ?? null, ...(keepAdmission ? {} : { data_admissao }) })
    .where(eq(usuario.id, id));
}
