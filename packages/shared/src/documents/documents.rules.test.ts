import { describe, expect, it } from 'vitest';
import { documentDateIssues, expiryBadge, expiryRange, expiryStatus, warningOpensOn } from './documents.rules';

describe('document expiry', () => {
  it('gives each window its days, both ends included', () => {
    expect(expiryRange('vencidos', '2026-03-01')).toEqual({ to: '2026-02-28' });
    expect(expiryRange('30', '2026-03-01')).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    expect(expiryRange('90', '2026-12-15')).toEqual({ from: '2026-12-15', to: '2027-03-15' });
  });

  it('colours the badge by how close the expiry is', () => {
    const at = (day: string) => expiryBadge(expiryStatus(day, '2026-03-10'));
    expect(at('2026-03-09')).toEqual({ text: 'Vencido há 1 dia', color: 'red' });
    expect(at('2026-03-10')).toEqual({ text: 'Vence hoje', color: 'red' });
    expect(at('2026-03-11')).toEqual({ text: 'Vence em 1 dia', color: 'volcano' });
    expect(at('2026-04-09').color).toBe('volcano');
    expect(at('2026-04-10').color).toBe('gold');
    expect(at('2026-06-08').color).toBe('blue');
    expect(at('2026-06-09')).toEqual({ text: 'Válido', color: 'green' });
    expect(expiryBadge(expiryStatus(null, '2026-03-10')).text).toBe('Sem validade');
  });

  it('opens the warning window dias_alerta days before the expiry', () => {
    expect(warningOpensOn('2026-03-31', 30)).toBe('2026-03-01');
  });

  it('asks for the expiry when the category demands it and keeps it after the issue date', () => {
    const today = '2026-03-10';
    expect(documentDateIssues({}, { exige_validade: true }, today)).toEqual([
      { field: 'data_validade', message: 'Esta categoria exige a data de validade.' },
    ]);
    expect(documentDateIssues({}, { exige_validade: false }, today)).toEqual([]);
    expect(
      documentDateIssues({ data_emissao: '2026-03-01', data_validade: '2026-02-01' }, { exige_validade: true }, today),
    ).toEqual([{ field: 'data_validade', message: 'A validade não pode ser anterior à emissão.' }]);
    expect(documentDateIssues({ data_emissao: '2026-03-11' }, null, today)).toEqual([
      { field: 'data_emissao', message: 'A data de emissão não pode ser futura.' },
    ]);
  });
});
