import { describe, expect, it } from 'vitest';
import { NO_RESTRICTION_FILTERS, filterRestrictions } from './communication-restrictions.rules';
import type { Restriction } from './communication-restrictions.schemas';

const row = (
  id: number,
  sistema: number,
  cod_cliente: string,
  nome: string | null,
  cpf: string | null,
): Restriction => ({
  id,
  created_at: '2026-01-01T00:00:00Z',
  sistema,
  cod_cliente,
  whatsapp: true,
  email: false,
  sms: true,
  nome_razaosocial: nome,
  cpf,
  empresa: { nome: sistema === 1 ? 'Bitcom' : 'Vetorial' },
});

const ROWS = [
  row(1, 1, 'B-100', 'José Araújo', '52998224725'),
  row(2, 2, 'V-7', 'Maria Souza', '11144477735'),
  row(3, 1, 'B-200', null, null),
];
const ids = (filters: Partial<typeof NO_RESTRICTION_FILTERS>) =>
  filterRestrictions(ROWS, { ...NO_RESTRICTION_FILTERS, ...filters }).map((r) => r.id);

describe('the restriction list filters', () => {
  it('keeps every row without filters and with Todos', () => {
    expect(ids({})).toEqual([1, 2, 3]);
  });
  it('filters by provider, code, name (any case or accent) and CPF digits, masked or not', () => {
    expect(ids({ sistema: 1 })).toEqual([1, 3]);
    expect(ids({ cod_cliente: 'b-2' })).toEqual([3]);
    expect(ids({ cliente: 'jose ARAUJO' })).toEqual([1]);
    expect(ids({ cpf: '529.982' })).toEqual([1]);
  });
  it('combines the filters', () => {
    expect(ids({ sistema: 2, cliente: 'maria' })).toEqual([2]);
    expect(ids({ sistema: 1, cliente: 'maria' })).toEqual([]);
  });
});
