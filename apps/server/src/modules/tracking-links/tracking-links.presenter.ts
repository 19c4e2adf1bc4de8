import type { TrackingLink } from '@intranet/shared/tracking-links/tracking-links.schemas';
import { iso } from '../../db/sql';
import type { TrackingLinkRow } from './tracking-links.repository';

/** A listed link as the spec names it: params {chn, cmp, dst} and the names of what it points to. */
export function presentTrackingLink(row: TrackingLinkRow): TrackingLink {
  return {
    id: row.id,
    codigo: row.codigo,
    url: row.url,
    params: { chn: row.id_canal, cmp: row.id_campanha, dst: row.id_destino },
    id_empresa: row.id_empresa,
    id_usuario: row.id_usuario,
    created_at: iso(row.created_at)!,
    updated_at: iso(row.updated_at)!,
    empresa: { nome: row.empresa_nome },
    campanha: { nome: row.campanha_nome },
    canal: { nome: row.canal_nome },
    destino: row.destino_nome === null ? null : { nome: row.destino_nome, url: row.destino_url ?? '' },
    usuario: row.usuario_nome === null ? null : { nome: row.usuario_nome },
    cliques: Number(row.cliques),
    cliques_bot: Number(row.cliques_bot),
    leads: Number(row.leads),
  };
}
