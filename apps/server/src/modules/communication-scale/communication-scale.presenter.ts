import type { RuleRow, ScaleListRow, ScaleRow } from '@intranet/shared/communication-scale/communication-scale.schemas';
import type { RuleTableRow, ScaleTableRow, ScaleWithProvider } from './communication-scale.repository';

/** A campaign as a client sees it: timestamps as ISO strings. */
export function presentScale(row: ScaleTableRow): ScaleRow {
  return {
    id: row.id,
    nome: row.nome,
    sistema: row.sistema,
    ativo: row.ativo,
    id_usuario: row.id_usuario,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** A row of the list: the campaign and its provider's name. */
export function presentScaleWithProvider(row: ScaleWithProvider): ScaleListRow {
  return { ...presentScale(row), provedor: row.provedor };
}

export function presentRule(row: RuleTableRow): RuleRow {
  return { ...row, criado: row.criado.toISOString(), updated_at: row.updated_at.toISOString() };
}
