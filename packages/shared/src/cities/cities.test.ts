import { describe, expect, it } from 'vitest';
import { CITIES, STATES, cityById, citiesOfState, stateById, stateNameToUf } from './cities';

describe('city lookup', () => {
  it('uses the state ids the spec lists (11 Minas Gerais … 27 Tocantins)', () => {
    const expected: Record<string, string> = {
      '11': 'Minas Gerais',
      '12': 'Mato Grosso do Sul',
      '13': 'Mato Grosso',
      '14': 'Pará',
      '15': 'Paraíba',
      '16': 'Pernambuco',
      '17': 'Piauí',
      '18': 'Paraná',
      '19': 'Rio de Janeiro',
      '20': 'Rio Grande do Norte',
      '21': 'Rondônia',
      '22': 'Roraima',
      '23': 'Rio Grande do Sul',
      '24': 'Santa Catarina',
      '25': 'Sergipe',
      '26': 'São Paulo',
      '27': 'Tocantins',
    };
    for (const [id, nome] of Object.entries(expected)) expect(stateById(id)?.nome).toBe(nome);
    expect(STATES).toHaveLength(27);
  });

  it('holds every municipality with string ids up to 5564', () => {
    expect(CITIES).toHaveLength(5564);
    expect(CITIES[CITIES.length - 1]).toEqual({ ID: '5564', label: 'Xambioá', Estado: '27' });
    expect(cityById(1421)).toEqual({ ID: '1421', label: 'Nova Lacerda', Estado: '13' });
  });

  it('lists the cities of a state by id or by abbreviation', () => {
    const mg = citiesOfState('11');
    expect(mg.length).toBe(853);
    expect(mg.every((c) => c.Estado === '11')).toBe(true);
    expect(citiesOfState('mg')).toBe(mg);
    expect(mg.some((c) => c.label === 'Belo Horizonte')).toBe(true);
    expect(citiesOfState('99')).toEqual([]);
  });
});

describe('stateNameToUf', () => {
  it('converts a full state name ignoring case and accents', () => {
    expect(stateNameToUf('Minas Gerais')).toBe('MG');
    expect(stateNameToUf('sao paulo')).toBe('SP');
    expect(stateNameToUf('SÃO PAULO')).toBe('SP');
    expect(stateNameToUf('  Pará ')).toBe('PA');
    expect(stateNameToUf('piaui')).toBe('PI');
  });

  it('returns an unknown name unchanged', () => {
    expect(stateNameToUf('Atlântida')).toBe('Atlântida');
    expect(stateNameToUf('MG')).toBe('MG');
  });

  it('returns null for an empty name', () => {
    expect(stateNameToUf('')).toBeNull();
    expect(stateNameToUf('   ')).toBeNull();
    expect(stateNameToUf(null)).toBeNull();
  });
});
