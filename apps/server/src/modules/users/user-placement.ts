import { eq } from 'drizzle-orm';
import { alias, type SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { cargo, departamento, empresa, setor, usuario } from '../../db/schema';

// The person's own company, apart from the companies they may see (usuario_empresa).
const company = alias(empresa, 'empresa_lotacao');

/** The columns of a person's placement: company, department, sector and position, each id and name. */
const PLACEMENT_COLUMNS = {
  empresaId: company.id,
  empresaNome: company.nome,
  departamentoId: departamento.id,
  departamentoNome: departamento.nome,
  setorId: setor.id,
  setorNome: setor.nome,
  cargoId: cargo.id,
  cargoNome: cargo.nome,
};

/** Selects `columns` of rh_usuario with the person's placement joined (every part may be missing). */
export function selectPlaced<T extends SelectedFields>(db: Db, columns: T) {
  return db
    .select({ ...columns, ...PLACEMENT_COLUMNS })
    .from(usuario)
    .leftJoin(company, eq(company.id, usuario.id_empresa))
    .leftJoin(departamento, eq(departamento.id, usuario.id_departamento))
    .leftJoin(setor, eq(setor.id, usuario.id_setor))
    .leftJoin(cargo, eq(cargo.id, usuario.id_cargo));
}

type PlacementRow = { [K in keyof typeof PLACEMENT_COLUMNS]: K extends `${string}Id` ? number | null : string | null };

const ref = (id: number | null, nome: string | null) => (id === null || nome === null ? null : { id, nome });

/** A selected row's placement as the contracts answer it: `{ id, nome }` or null for each part. */
export function placementOf(row: PlacementRow) {
  return {
    empresa: ref(row.empresaId, row.empresaNome),
    departamento: ref(row.departamentoId, row.departamentoNome),
    setor: ref(row.setorId, row.setorNome),
    cargo: ref(row.cargoId, row.cargoNome),
  };
}
