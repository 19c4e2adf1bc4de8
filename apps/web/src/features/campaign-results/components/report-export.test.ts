import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { ReportTable } from '@intranet/shared/campaign-results/results-report.schemas';
import { emptyTable, twoMonths } from '../test/report-fixtures';
import { downloadReportXlsx, reportCsv, reportSheets } from './report-export';

/** A table whose column label a user could have typed as a formula (labels come from data). */
const hostile: ReportTable = {
  ...twoMonths,
  colunas: [{ ...twoMonths.colunas[0], rotulo: '=HYPERLINK("http://x","y")' }],
  total: null,
};

describe('report export', () => {
  it('writes each table of the view under its title, one row per metric and a total column', () => {
    const lines = reportCsv([{ title: 'SINTÉTICO - Geral', table: twoMonths }]).split('\r\n');
    expect(lines[0]).toBe('SINTÉTICO - Geral');
    expect(lines[1]).toBe('Métrica;Jan/2026;Fev/2026;Total');
    expect(lines[2]).toBe('Valor investido;R$ 1.500,00;R$ 200,00;R$ 1.700,00');
    expect(lines).toContain('CPC;R$ 0,60;—;R$ 0,68');
    expect(lines).toHaveLength(2 + 15);
  });

  it('says there is no data for an empty table', () => {
    expect(reportCsv([{ title: 'GOOGLE', table: emptyTable }]).split('\r\n')).toEqual([
      'GOOGLE',
      'Métrica',
      'Não há dados disponíveis',
    ]);
  });

  it('neutralises formula-looking cells in the CSV and in the workbook', () => {
    expect(reportCsv([{ title: '@titulo', table: hostile }])).toContain('"\'=HYPERLINK(""http://x"",""y"")"');
    const [sheet] = reportSheets([{ title: '+SINTÉTICO', table: hostile }]);
    expect(sheet.cells[0][1]).toEqual({ t: 's', v: '\'=HYPERLINK("http://x","y")' });
  });

  it('writes figures as numbers with their format, and a dash where a ratio has no divisor', () => {
    const [sheet] = reportSheets([{ title: 'SEMANAL DETALHADO - FACEBOOK - RazãoInfo', table: twoMonths }]);
    expect(sheet.name).toBe('SEMANAL DETALHADO - FACEBOOK - ');
    expect(sheet.cells[1]).toEqual([
      { t: 's', v: 'Valor investido' },
      { t: 'n', v: 1500, z: '"R$" #,##0.00' },
      { t: 'n', v: 200, z: '"R$" #,##0.00' },
      { t: 'n', v: 1700, z: '"R$" #,##0.00' },
    ]);
    const cpc = sheet.cells.find((row) => row[0].v === 'CPC')!;
    expect(cpc[2]).toEqual({ t: 's', v: '—' });
    const ctr = sheet.cells.find((row) => row[0].v === 'CTR')!;
    expect(ctr[1]).toEqual({ t: 'n', v: 0.025, z: '0.00%' });
  });
});

describe('report workbook', () => {
  it('writes a workbook that spreadsheets read back: a sheet per table, inert texts, figures as numbers', async () => {
    const blobs: Blob[] = [];
    const { createObjectURL, revokeObjectURL } = URL;
    onTestFinished(() => {
      URL.createObjectURL = createObjectURL;
      URL.revokeObjectURL = revokeObjectURL;
    });
    URL.createObjectURL = vi.fn((blob: Blob) => (blobs.push(blob), 'blob:x')) as typeof URL.createObjectURL;
    URL.revokeObjectURL = vi.fn();
    await downloadReportXlsx([
      { title: 'SINTÉTICO - Geral', table: hostile },
      { title: 'SEMANAL CONSOLIDADO - Geral', table: emptyTable },
    ]);
    expect(blobs).toHaveLength(1);
    const bytes = await new Promise<ArrayBuffer>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.readAsArrayBuffer(blobs[0]);
    });
    const XLSX = await import('@e965/xlsx/dist/xlsx.mini.min');
    const book = XLSX.read(new Uint8Array(bytes), { type: 'array' });
    expect(book.SheetNames).toEqual(['SINTÉTICO - Geral', 'SEMANAL CONSOLIDADO - Geral']);
    const sheet = book.Sheets['SINTÉTICO - Geral'];
    expect(sheet.B1.v).toBe('\'=HYPERLINK("http://x","y")');
    expect(sheet.B1.f).toBeUndefined();
    expect(sheet.B2).toMatchObject({ t: 'n', v: 1500 });
    expect(book.Sheets['SEMANAL CONSOLIDADO - Geral'].A2.v).toBe('Não há dados disponíveis');
  });
});
