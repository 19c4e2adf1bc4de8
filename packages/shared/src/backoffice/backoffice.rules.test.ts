import { describe, expect, it } from 'vitest';
import { chargebackMayMove, installationDayAllowed, qualificationResult } from './backoffice.rules';
import { saleMayMove } from './sale-lifecycle';

describe('backoffice rules', () => {
  it('approves a qualification only when the three checks passed, and fails it on any failure', () => {
    expect(qualificationResult({ documentos: 'conferidos', credito: 'aprovado', endereco: 'viavel' })).toBe('aprovada');
    expect(qualificationResult({ documentos: 'conferidos', credito: 'pendente', endereco: 'viavel' })).toBe('pendente');
    expect(qualificationResult({ documentos: 'divergentes', credito: 'pendente', endereco: 'viavel' })).toBe(
      'reprovada',
    );
    expect(qualificationResult({ documentos: 'conferidos', credito: 'aprovado', endereco: 'inviavel' })).toBe(
      'reprovada',
    );
  });

  it('schedules installations from today to 60 days ahead, never on a Sunday', () => {
    // 2026-11-28 is a Saturday.
    expect(installationDayAllowed('2026-11-28', '2026-11-28')).toBe(true);
    expect(installationDayAllowed('2026-11-29', '2026-11-28')).toBe(false);
    expect(installationDayAllowed('2026-11-27', '2026-11-28')).toBe(false);
    expect(installationDayAllowed('2027-01-27', '2026-11-28')).toBe(true);
    expect(installationDayAllowed('2027-01-28', '2026-11-28')).toBe(false);
  });

  it('moves sales and chargebacks only along their ways', () => {
    expect(saleMayMove('pendente', 'ativa')).toBe(false);
    expect(saleMayMove('instalacao_agendada', 'ativa')).toBe(true);
    expect(chargebackMayMove('solicitado', 'estornado')).toBe(false);
    expect(chargebackMayMove('aprovado', 'estornado')).toBe(true);
    expect(chargebackMayMove('recusado', 'aprovado')).toBe(false);
  });
});
