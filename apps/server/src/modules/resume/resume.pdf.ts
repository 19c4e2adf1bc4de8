import { SITUACAO_LABELS } from '@intranet/shared/resume/resume.messages';
import { monthYearLabel } from '@intranet/shared/resume/resume.rules';
import type { Resume } from '@intranet/shared/resume/resume.schemas';
import { formatDate } from '@intranet/shared/format/dates';
import { BOLD, REGULAR, pdfBytes, pdfDocument } from '../../platform/pdf/pdf-document';

/** One paragraph of the résumé: its size, weight and the space above it. */
type Line = { text: string; size: number; bold?: boolean; gap?: number };

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

/** The résumé as a PDF for recruiters: A4 pages of text in DejaVu Sans (platform/pdf), wrapped and paged by pdfkit. */
export function resumePdf(r: Resume): Promise<Buffer> {
  const doc = pdfDocument({ title: `Currículo — ${r.dados.nome || 'Candidato(a)'}` });
  for (const line of linesOf(r)) {
    if (line.gap) doc.moveDown(line.gap / line.size);
    doc
      .font(line.bold ? BOLD : REGULAR)
      .fontSize(line.size)
      .text(line.text, { lineGap: line.size * 0.35 });
  }
  return pdfBytes(doc);
}
