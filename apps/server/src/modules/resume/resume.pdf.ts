import { SITUACAO_LABELS } from '@intranet/shared/resume/resume.messages';
import { monthYearLabel } from '@intranet/shared/resume/resume.rules';
import type { Resume } from '@intranet/shared/resume/resume.schemas';
import { formatDate } from '@intranet/shared/format/dates';

/**
 * The résumé as a PDF for recruiters: A4 pages of Helvetica text (WinAnsi, which holds every
 * Portuguese letter), written directly — a few lines of text need no PDF library.
 */
const PAGE_W = 595;
const PAGE_H = 842;
const MARGIN = 50;

type Line = { text: string; size: number; bold?: boolean; gap?: number };

/** Characters outside WinAnsi (Latin-1 here) become '?'; PDF string delimiters are escaped. */
function pdfString(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    const c = code === 0x2013 || code === 0x2014 ? '-' : code < 256 ? ch : '?';
    out += c === '\\' || c === '(' || c === ')' ? `\\${c}` : c;
  }
  return out;
}

/** Breaks a text into lines that fit the page at a font size (an average Helvetica width). */
function wrap(text: string, size: number): string[] {
  const max = Math.floor((PAGE_W - 2 * MARGIN) / (size * 0.5));
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      if (line && line.length + 1 + word.length > max) {
        lines.push(line);
        line = word;
      } else line = line ? `${line} ${word}` : word;
    }
    lines.push(line);
  }
  return lines;
}

function linesOf(r: Resume): Line[] {
  const d = r.dados;
  const out: Line[] = [{ text: d.nome || 'Candidato(a)', size: 18, bold: true, gap: 8 }];
  const contact = [d.email, d.telefone, [d.cidade, d.estado].filter(Boolean).join(' - '), d.linkedin]
    .filter(Boolean)
    .join('  |  ');
  if (contact) out.push({ text: contact, size: 10 });
  if (d.data_nascimento) out.push({ text: `Data de nascimento: ${formatDate(d.data_nascimento)}`, size: 10 });
  out.push({ text: `Disponível para viagens: ${d.viagem ? 'Sim' : 'Não'}`, size: 10 });
  if (d.resumo) {
    out.push({ text: 'Resumo', size: 13, bold: true, gap: 10 });
    out.push({ text: d.resumo, size: 10 });
  }
  out.push({ text: 'Experiência', size: 13, bold: true, gap: 10 });
  if (!r.experiencia.length) out.push({ text: 'Não informado', size: 10 });
  for (const e of r.experiencia) {
    out.push({ text: `${e.funcao} - ${e.empresa}`, size: 11, bold: true, gap: 4 });
    out.push({
      text: `${monthYearLabel(e.data_inicio)} a ${e.emprego_atual ? 'Atual' : monthYearLabel(e.data_fim)}  |  ${e.cidade} - ${e.estado}`,
      size: 10,
    });
    if (e.descricao) out.push({ text: e.descricao, size: 10 });
  }
  out.push({ text: 'Formação', size: 13, bold: true, gap: 10 });
  if (!r.formacao.length) out.push({ text: 'Não informado', size: 10 });
  for (const e of r.formacao) {
    out.push({ text: `${e.descricao} - ${e.ie}`, size: 11, bold: true, gap: 4 });
    out.push({
      text: `${SITUACAO_LABELS[e.situacao]}  |  ${monthYearLabel(e.data_inicio)} a ${e.data_fim ? monthYearLabel(e.data_fim) : 'Atual'}`,
      size: 10,
    });
  }
  if (r.certificado.length) {
    out.push({ text: 'Certificados', size: 13, bold: true, gap: 10 });
    for (const e of r.certificado) {
      const validity = e.data_validade ? ` (válido até ${monthYearLabel(e.data_validade)})` : '';
      out.push({
        text: `${e.descricao} - ${e.organizacao}, ${monthYearLabel(e.data_emissao)}${validity}`,
        size: 10,
        gap: 2,
      });
    }
  }
  return out;
}

/** The PDF bytes of a résumé. */
export function resumePdf(r: Resume): Buffer {
  const pages: string[] = [];
  let ops: string[] = [];
  let y = PAGE_H - MARGIN;
  for (const line of linesOf(r)) {
    y -= line.gap ?? 0;
    for (const text of wrap(line.text, line.size)) {
      const height = line.size * 1.35;
      if (y - height < MARGIN) {
        pages.push(ops.join('\n'));
        ops = [];
        y = PAGE_H - MARGIN;
      }
      y -= height;
      ops.push(
        `BT /${line.bold ? 'F2' : 'F1'} ${line.size} Tf ${MARGIN} ${y.toFixed(1)} Td (${pdfString(text)}) Tj ET`,
      );
    }
  }
  pages.push(ops.join('\n'));

  // Objects: 1 catalog, 2 pages, 3 and 4 fonts, then a page and its content per page.
  const objects: string[] = [];
  const kids = pages.map((_, i) => `${5 + i * 2} 0 R`).join(' ');
  objects.push('<< /Type /Catalog /Pages 2 0 R >>');
  objects.push(`<< /Type /Pages /Kids [${kids}] /Count ${pages.length} >>`);
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  pages.forEach((content, i) => {
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_W} ${PAGE_H}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${6 + i * 2} 0 R >>`,
    );
    objects.push(`<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`);
  });
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
