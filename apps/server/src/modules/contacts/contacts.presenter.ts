import type { Contact, ContactProfile } from '@intranet/shared/contacts/contacts.schemas';

type Named = { id: number; nome: string } | null;
type Row = {
  id: number;
  nome: string | null;
  sobrenome: string | null;
  email_corp: string | null;
  ramal: string | null;
  telefone_comercial: string | null;
  id_imagem: string | null;
  empresa: Named;
  departamento: Named;
  setor: Named;
  cargo: Named;
};

export const fullName = (r: { nome: string | null; sobrenome: string | null }) =>
  [r.nome, r.sobrenome].filter(Boolean).join(' ').trim();

/** The fields a colleague sees, listed one by one: nothing else of the row leaves the server. */
export function presentContact(row: Row): Contact {
  return {
    id: row.id,
    nome: fullName(row),
    email: row.email_corp,
    ramal: row.ramal,
    telefone: row.telefone_comercial,
    id_imagem: row.id_imagem,
    empresa: row.empresa,
    departamento: row.departamento,
    cargo: row.cargo,
  };
}

export function presentProfile(
  row: Row & { gestor: { id: number; nome: string | null; sobrenome: string | null } | null },
): ContactProfile {
  return {
    ...presentContact(row),
    setor: row.setor,
    gestor: row.gestor ? { id: row.gestor.id, nome: fullName(row.gestor) } : null,
  };
}
