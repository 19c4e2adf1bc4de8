import { formatDate, formatDateTime } from '@intranet/shared/format/dates';
import { formatMoney } from '@intranet/shared/format/numbers';
import { formatPlate } from '@intranet/shared/fleet/fleet.rules';
import { BOLD, REGULAR, pdfBytes, pdfDocument } from '../../platform/pdf/pdf-document';
import type { FineRow } from './fleet.repository';

type TermDriver = { nome: string; cpf: string | null; cnh_categoria: string | null; cnh_numero: string | null };

const cpf = (v: string | null) =>
  v && /^\d{11}$/.test(v) ? `${v.slice(0, 3)}.${v.slice(3, 6)}.${v.slice(6, 9)}-${v.slice(9)}` : (v ?? '—');

/**
 * The driver's responsibility term for a traffic fine: the fine's data, the driver's, the declaration
 * that they drove the vehicle then and take the points, and the signature lines (driver, fleet).
 */
export function fineTermPdf(fine: FineRow, driver: TermDriver, issuedOn: string): Promise<Buffer> {
  const doc = pdfDocument({ title: `Termo de responsabilidade — multa ${fine.codigo_infracao}` });
  const width = doc.page.width - 100;
  doc.font(BOLD).fontSize(15).text('TERMO DE RESPONSABILIDADE POR INFRAÇÃO DE TRÂNSITO', { align: 'center' });
  doc.moveDown(1.2);

  const section = (title: string, rows: [string, string][]) => {
    doc.font(BOLD).fontSize(11).text(title);
    doc.moveDown(0.3);
    for (const [label, value] of rows) {
      doc.font(BOLD).fontSize(10).text(`${label}: `, { continued: true });
      doc.font(REGULAR).text(value);
    }
    doc.moveDown(0.8);
  };

  section('Veículo', [
    ['Placa', formatPlate(fine.placa)],
    ['Modelo', fine.modelo],
  ]);
  section('Infração', [
    ['Código', fine.codigo_infracao],
    ['Descrição', fine.descricao_infracao],
    ['Data e hora', formatDateTime(fine.ocorrida_em)],
    ['Local', fine.local || '—'],
    ['Valor', formatMoney(fine.valor)],
    ['Pontos', String(fine.pontos)],
    ['Vencimento', formatDate(fine.vencimento)],
    ['Prazo para identificação do condutor', formatDate(fine.prazo_identificacao)],
  ]);
  section('Condutor', [
    ['Nome', driver.nome],
    ['CPF', cpf(driver.cpf)],
    [
      'CNH',
      [driver.cnh_numero, driver.cnh_categoria && `categoria ${driver.cnh_categoria}`].filter(Boolean).join(', ') ||
        '—',
    ],
  ]);

  doc
    .font(REGULAR)
    .fontSize(10)
    .text(
      `Eu, ${driver.nome}, declaro que conduzia o veículo de placa ${formatPlate(fine.placa)} em ` +
        `${formatDateTime(fine.ocorrida_em)}, quando foi registrada a infração acima, e assumo a responsabilidade ` +
        'por ela, autorizando a empresa a indicar-me como condutor(a) ao órgão autuador, para que os pontos sejam ' +
        'lançados em minha Carteira Nacional de Habilitação, nos termos do Código de Trânsito Brasileiro.',
      { align: 'justify', width },
    );
  doc.moveDown(1);
  doc.text(`Emitido em ${formatDate(issuedOn)}.`);
  doc.moveDown(4);

  const y = doc.y;
  const half = (width - 40) / 2;
  doc
    .moveTo(50, y)
    .lineTo(50 + half, y)
    .stroke();
  doc
    .moveTo(90 + half, y)
    .lineTo(50 + width, y)
    .stroke();
  doc.fontSize(9);
  doc.text(driver.nome, 50, y + 6, { width: half, align: 'center' });
  doc.text('Condutor(a)', 50, y + 18, { width: half, align: 'center' });
  doc.text('Responsável pela frota', 90 + half, y + 6, { width: half, align: 'center' });
  return pdfBytes(doc);
}
