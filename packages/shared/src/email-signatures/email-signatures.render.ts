import { fillPath } from '../api/endpoint';
import { EMAIL_SIGNATURES_API } from './email-signatures.contract';
import type { SignaturePerson, SignatureTemplate } from './email-signatures.schemas';
import {
  DEFAULT_COLOURS,
  HEX_COLOUR,
  logoDisplaySize,
  signaturePhoneHref,
  signaturePhoneText,
} from './email-signatures.rules';

/** What a signature shows of a person. */
export type SignatureFor = Pick<
  SignaturePerson,
  'nome' | 'cargo' | 'departamento' | 'empresa' | 'email' | 'telefone' | 'ramal'
>;
/** What a signature takes of a template; null (or an inactive template) gives the default look. */
export type SignatureLook = Pick<
  SignatureTemplate,
  'logo' | 'cor_primaria' | 'cor_secundaria' | 'linha_legal' | 'site' | 'telefone_central' | 'ativo'
>;

/**
 * The public address of a company's logo: the product's public address (PUBLIC_URL, never a request's
 * Host), the logo call's path, and `versao` (the logo's file) so that a new logo gets a new address.
 */
export function signatureLogoUrl(publicUrl: string, idEmpresa: number, versao: string): string {
  const path = fillPath(EMAIL_SIGNATURES_API.logo.path, { id_empresa: idEmpresa });
  return `${publicUrl.replace(/\/+$/, '')}${path}?v=${encodeURIComponent(versao)}`;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made literal in HTML, in an element or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

/** Web-safe fonts: what every mail program has. */
const FONT = 'Arial, Helvetica, sans-serif';
const TEXT_COLOUR = '#333333';
const MUTED_COLOUR = '#666666';
const LEGAL_COLOUR = '#707070';

const present = (value: string | null | undefined): value is string => !!value && value.trim() !== '';
const clean = (value: string | null | undefined) => (present(value) ? value.trim() : null);

/** An absolute http(s) address, or null. */
function webAddress(value: string | null | undefined): URL | null {
  if (!present(value)) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** An e-mail address a `mailto:` link may carry (no spaces, quotes, angle brackets or query). */
const isMailbox = (value: string) => /^[^\s@<>"'?&#]+@[^\s@<>"'?&#]+\.[^\s@<>"'?&#]+$/.test(value);

/** The site as people read it: no scheme, no trailing slash. */
const siteText = (url: URL) => `${url.host}${url.pathname === '/' ? '' : url.pathname}`;

/** A PNG or JPEG inside its address: a logo just picked, shown in the editor's preview before it is saved. */
const isImageData = (value: string) => /^data:image\/(png|jpeg);base64,[A-Za-z0-9+/]+=*$/.test(value);

/** How a signature is rendered: `preview` also shows a logo given as data (never copied: mail programs drop it). */
export type RenderOptions = { preview?: boolean };

/** The template's values the signature uses, defaults for what is missing or invalid. */
function lookOf(modelo: SignatureLook | null, { preview = false }: RenderOptions = {}) {
  const active = modelo?.ativo ? modelo : null;
  const colour = (value: string | undefined, fallback: string) =>
    value && HEX_COLOUR.test(value) ? value.toUpperCase() : fallback;
  const given = active?.logo?.url ?? '';
  const logoUrl = webAddress(given) ?? (preview && isImageData(given) ? { href: given } : null);
  return {
    primary: colour(active?.cor_primaria, DEFAULT_COLOURS.cor_primaria),
    secondary: colour(active?.cor_secundaria, DEFAULT_COLOURS.cor_secundaria),
    logo:
      active?.logo && logoUrl
        ? { url: logoUrl.href, ...logoDisplaySize(active.logo.largura, active.logo.altura) }
        : null,
    legal: clean(active?.linha_legal),
    site: webAddress(active?.site),
    central: clean(active?.telefone_central),
  };
}

/** The lines of a signature, each as text and as HTML, in order; blank parts have no line. */
function linesOf(pessoa: SignatureFor, look: ReturnType<typeof lookOf>) {
  // Underlined: a link must stand out from the words around it by more than its colour.
  const link = (href: string, text: string) =>
    `<a href="${escapeHtml(href)}" style="color:${look.primary};text-decoration:underline;">${escapeHtml(text)}</a>`;
  const phone = (value: string) => {
    const href = signaturePhoneHref(value);
    const text = signaturePhoneText(value);
    return { text, html: href ? link(href, text) : escapeHtml(text) };
  };
  const lines: { key: string; text: string; html: string }[] = [];
  const cargo = clean(pessoa.cargo);
  if (cargo) lines.push({ key: 'cargo', text: cargo, html: escapeHtml(cargo) });
  const unit = [clean(pessoa.departamento), clean(pessoa.empresa)].filter((part) => part !== null).join(' | ');
  if (unit) lines.push({ key: 'unidade', text: unit, html: escapeHtml(unit) });
  const email = clean(pessoa.email);
  if (email) {
    lines.push({
      key: 'email',
      text: `E-mail: ${email}`,
      html: `E-mail: ${isMailbox(email) ? link(`mailto:${email}`, email) : escapeHtml(email)}`,
    });
  }
  const telefone = clean(pessoa.telefone);
  if (telefone) {
    const { text, html } = phone(telefone);
    lines.push({ key: 'telefone', text: `Telefone: ${text}`, html: `Telefone: ${html}` });
  }
  const ramal = clean(pessoa.ramal);
  if (look.central || ramal) {
    const central = look.central ? phone(look.central) : null;
    const parts = [
      central && { text: `Central: ${central.text}`, html: `Central: ${central.html}` },
      ramal && { text: `Ramal ${ramal}`, html: `Ramal ${escapeHtml(ramal)}` },
    ].filter((part) => !!part);
    lines.push({
      key: 'central',
      text: parts.map((part) => part.text).join(' · '),
      html: parts.map((part) => part.html).join(' &middot; '),
    });
  }
  if (look.site)
    lines.push({ key: 'site', text: siteText(look.site), html: link(look.site.href, siteText(look.site)) });
  return lines;
}

/**
 * A person's e-mail signature as HTML that survives being pasted into Outlook and Gmail: a table
 * layout, every style inline (no class, no <style>, no external CSS), widths as attributes, web-safe
 * fonts, the logo from its absolute public address, and every text escaped. A blank position, phone
 * or e-mail leaves its line out. Texts are in the primary colour (the name, the links) or in greys
 * that read on white, links underlined; the secondary colour draws the rule beside the logo.
 */
export function renderSignatureHtml(
  pessoa: SignatureFor,
  modelo: SignatureLook | null,
  options: RenderOptions = {},
): string {
  const look = lookOf(modelo, options);
  const cell = (style: string, html: string) => `<tr><td style="font-family:${FONT};${style}">${html}</td></tr>`;
  const rows = [
    cell(`font-size:16px;line-height:22px;font-weight:bold;color:${look.primary};`, escapeHtml(pessoa.nome.trim())),
    ...linesOf(pessoa, look).map((line) => {
      // The contacts start a little below the name, position and department.
      const spaced = line.key === 'email' ? 'padding-top:6px;' : '';
      const colour = line.key === 'unidade' ? MUTED_COLOUR : TEXT_COLOUR;
      return cell(`${spaced}font-size:13px;line-height:18px;color:${colour};`, line.html);
    }),
  ].join('');
  const details = `<table cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;">${rows}</table>`;
  const logo = look.logo
    ? (() => {
        const image = `<img src="${escapeHtml(look.logo.url)}" width="${look.logo.width}" height="${look.logo.height}" alt="${escapeHtml(clean(pessoa.empresa) ?? 'Logotipo')}" style="display:block;border:0;outline:none;text-decoration:none;width:${look.logo.width}px;height:${look.logo.height}px;">`;
        const linked = look.site
          ? `<a href="${escapeHtml(look.site.href)}" style="text-decoration:none;">${image}</a>`
          : image;
        return `<td width="${look.logo.width + 16}" valign="top" style="padding:0 16px 0 0;border-right:3px solid ${look.secondary};">${linked}</td>`;
      })()
    : '';
  // Without a logo, the coloured rule moves to the left of the details.
  const side = look.logo ? 'padding:0 0 0 16px;' : `padding:0 0 0 12px;border-left:3px solid ${look.secondary};`;
  const main = `<td valign="top" style="${side}">${details}</td>`;
  const legal = look.legal
    ? `<tr><td colspan="${look.logo ? 2 : 1}" style="padding-top:12px;font-family:${FONT};font-size:11px;line-height:15px;color:${LEGAL_COLOUR};">${escapeHtml(look.legal)}</td></tr>`
    : '';
  return `<table cellpadding="0" cellspacing="0" border="0" width="520" style="border-collapse:collapse;width:520px;"><tr>${logo}${main}</tr>${legal}</table>`;
}

/** The same signature as plain text, one line each (what a program that takes no HTML pastes). */
export function renderSignatureText(pessoa: SignatureFor, modelo: SignatureLook | null): string {
  const look = lookOf(modelo);
  const lines = [pessoa.nome.trim(), ...linesOf(pessoa, look).map((line) => line.text)];
  if (look.legal) lines.push('', look.legal);
  return lines.join('\n');
}

/** The signature as an .htm file of its own (Outlook keeps signatures as such files). */
export function renderSignatureDocument(pessoa: SignatureFor, modelo: SignatureLook | null): string {
  const title = escapeHtml(`Assinatura de e-mail - ${pessoa.nome.trim()}`);
  return `<!DOCTYPE html>\n<html lang="pt-BR">\n<head>\n<meta charset="utf-8">\n<title>${title}</title>\n</head>\n<body>\n${renderSignatureHtml(pessoa, modelo)}\n</body>\n</html>\n`;
}
