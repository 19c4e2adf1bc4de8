import { describe, expect, it } from 'vitest';
import { eventInput, eventPatch } from './marketing-events.schemas';

const EVENT = {
  evento: 'Feira',
  data_inicio: '2026-05-01',
  data_fim: '2026-05-03',
  local: 'Expominas',
  endereco: 'Av. Amazonas, 6030',
  cidade: 1,
};

describe('event schemas', () => {
  it('takes a new event active by default, with or without a site', () => {
    expect(eventInput.parse(EVENT).status).toBe(true);
    expect(eventInput.safeParse({ ...EVENT, site_evento: '' }).success).toBe(true);
    expect(eventInput.safeParse({ ...EVENT, site_evento: 'https://feira.com.br' }).success).toBe(true);
  });

  it('refuses a site that is not an http(s) address and a malformed date', () => {
    expect(eventInput.safeParse({ ...EVENT, site_evento: 'javascript:alert(1)' }).error?.issues[0].message).toBe(
      'Link inválido',
    );
    expect(eventInput.safeParse({ ...EVENT, data_fim: '03/05/2026' }).error?.issues[0].message).toBe('Data inválida');
  });

  it('asks for every required field with the generic message', () => {
    const issues = eventInput.safeParse({}).error?.issues ?? [];
    expect(new Set(issues.map((i) => i.path[0]))).toEqual(
      new Set(['evento', 'data_inicio', 'data_fim', 'local', 'endereco', 'cidade']),
    );
    expect(issues.every((i) => i.message === 'Campo obrigatório')).toBe(true);
  });

  it('reads an edit under either spelling into the columns', () => {
    expect(eventPatch.parse({ local: 'A', endereco: 'B', site_evento: '' })).toEqual({
      nome_do_local: 'A',
      endereco_do_local: 'B',
      site_evento: null,
    });
    expect(
      eventPatch.parse({ nome_do_local: 'A', endereco_do_local: 'B', site_do_evento: 'https://a.com', status: false }),
    ).toEqual({
      nome_do_local: 'A',
      endereco_do_local: 'B',
      site_evento: 'https://a.com',
      status: false,
    });
    expect(eventPatch.parse({ status: true })).toEqual({ status: true });
  });

  it('refuses one field given twice with two values, and accepts it twice with one', () => {
    expect(eventPatch.safeParse({ local: 'A', nome_do_local: 'B' }).success).toBe(false);
    expect(eventPatch.parse({ local: 'A', nome_do_local: 'A' })).toEqual({ nome_do_local: 'A' });
  });
});
