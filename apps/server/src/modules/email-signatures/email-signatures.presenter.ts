import { signatureLogoUrl } from '@intranet/shared/email-signatures/email-signatures.render';
import { DEFAULT_COLOURS } from '@intranet/shared/email-signatures/email-signatures.rules';
import type { SignaturePerson, SignatureTemplate } from '@intranet/shared/email-signatures/email-signatures.schemas';
import type { PersonRow, TemplateRow } from './email-signatures.repository';

const filled = (value: string | null) => (value && value.trim() !== '' ? value.trim() : null);

/**
 * A person as a signature shows them: the full name, the corporate e-mail (or else the account's, which
 * staff accounts are made with), the work phone and the extension. The personal phone of the HR record
 * never goes out in a signature.
 */
export function presentPerson(row: PersonRow): SignaturePerson {
  return {
    id: row.id,
    nome: [row.nome, row.sobrenome].map(filled).filter(Boolean).join(' '),
    cargo: filled(row.cargo),
    departamento: filled(row.departamento),
    empresa: filled(row.empresa),
    id_empresa: row.id_empresa,
    email: filled(row.email_corp) ?? filled(row.email),
    telefone: filled(row.telefone_comercial),
    ramal: filled(row.ramal),
  };
}

/**
 * A company's template; the default look (inactive, no id) while it has none. The logo's address is
 * built from the product's public address, never from the request.
 */
export function presentTemplate(row: TemplateRow, publicUrl: string): SignatureTemplate {
  const m = row.modelo;
  if (!m) {
    return {
      id: null,
      id_empresa: row.id_empresa,
      empresa: row.empresa,
      logo: null,
      ...DEFAULT_COLOURS,
      linha_legal: '',
      site: '',
      telefone_central: '',
      ativo: false,
      updated_at: null,
    };
  }
  return {
    id: m.id,
    id_empresa: row.id_empresa,
    empresa: row.empresa,
    logo: m.id_logo
      ? {
          id: m.id_logo,
          url: signatureLogoUrl(publicUrl, row.id_empresa, m.id_logo.slice(0, 8)),
          largura: m.logo_largura ?? 0,
          altura: m.logo_altura ?? 0,
        }
      : null,
    cor_primaria: m.cor_primaria,
    cor_secundaria: m.cor_secundaria,
    linha_legal: m.linha_legal,
    site: m.site,
    telefone_central: m.telefone_central,
    ativo: m.ativo,
    updated_at: m.updated_at.toISOString(),
  };
}
