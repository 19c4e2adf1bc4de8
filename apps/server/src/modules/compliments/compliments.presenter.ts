import type { Compliment } from '@intranet/shared/compliments/compliments.schemas';
import { iso } from '../../db/sql';
import type { Actor } from '../../platform/auth/access';
import { editsCompliment, moderates } from './compliments.policy';
import type { ComplimentRow } from './compliments.repository';

/** A compliment as the caller may read it: why and by whom it was hidden only to HR moderators. */
export function presentCompliment(row: ComplimentRow, actor: Actor): Compliment {
  const moderator = moderates(actor);
  return {
    id: row.id,
    mensagem: row.mensagem,
    created_at: iso(row.created_at)!,
    updated_at: iso(row.updated_at)!,
    autor: { id: row.id_autor, nome: row.autor },
    destinatario: { id: row.id_destinatario, nome: row.destinatario, departamento: row.departamento, cargo: row.cargo },
    categoria: { id: row.id_categoria, nome: row.categoria, icone: row.icone, cor: row.cor },
    editavel: editsCompliment(actor, row),
    oculto: row.oculto,
    motivo_ocultacao: moderator ? row.motivo_ocultacao : null,
    ocultado_por: moderator ? row.ocultado_por : null,
    ocultado_em: moderator ? iso(row.ocultado_em) : null,
  };
}
