import type { ContactProfile } from '@intranet/shared/contacts/contacts.schemas';
import { foldText } from '@intranet/shared/format/text';
import { contentLines, escapeText } from '../company-calendar/company-calendar.public';

/** A work phone's digits as a tel URI (RFC 3966), with the extension when there is one. */
function telUri(digits: string, ramal: string | null): string {
  const d = digits.replace(/\D/g, '');
  const local = d.length === 11 ? `${d.slice(2, 7)}-${d.slice(7)}` : `${d.slice(2, 6)}-${d.slice(6)}`;
  return `tel:+55-${d.slice(0, 2)}-${local}${ramal ? `;ext=${ramal}` : ''}`;
}

/**
 * A colleague's card as vCard 4.0 (RFC 6350), UTF-8: name, company and department, position, the
 * corporate e-mail and the work phone with its extension. Only the fields of the directory.
 */
export function vcard(c: ContactProfile, sobrenome: string | null): string {
  const given = sobrenome && c.nome.endsWith(sobrenome) ? c.nome.slice(0, -sobrenome.length).trim() : c.nome;
  const lines = [
    'BEGIN:VCARD',
    'VERSION:4.0',
    'KIND:individual',
    `FN:${escapeText(c.nome)}`,
    `N:${escapeText(sobrenome ?? '')};${escapeText(given)};;;`,
  ];
  const org = [c.empresa?.nome, c.departamento?.nome].filter((v): v is string => !!v);
  if (org.length) lines.push(`ORG:${org.map(escapeText).join(';')}`);
  if (c.cargo) lines.push(`TITLE:${escapeText(c.cargo.nome)}`);
  if (c.email) lines.push(`EMAIL;TYPE=work:${c.email}`);
  if (c.telefone) lines.push(`TEL;VALUE=uri;TYPE="work,voice":${telUri(c.telefone, c.ramal)}`);
  else if (c.ramal) lines.push(`TEL;VALUE=text;TYPE=work:${escapeText(`Ramal ${c.ramal}`)}`);
  lines.push('END:VCARD');
  return contentLines(lines);
}

/** The file's name: the person's name in plain letters ('joao-da-silva.vcf'). */
export function vcardFileName(nome: string): string {
  const base = foldText(nome)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${base || 'contato'}.vcf`;
}
