import { describe, expect, it } from 'vitest';
import { renderMessage, unknownPlaceholders } from './message-placeholders';

const values = {
  nome: 'Maria da Silva',
  primeiro_nome: 'Maria',
  codigo: '123',
  cpf: '529.982.247-25',
  provedor: 'Bitcom',
};

describe('message placeholders', () => {
  it('fills every known placeholder, spaces inside the braces allowed', () => {
    expect(renderMessage('Olá, {{primeiro_nome}}! Código {{ codigo }} na {{provedor}}.', values)).toBe(
      'Olá, Maria! Código 123 na Bitcom.',
    );
  });
  it('names the unknown placeholders once each', () => {
    expect(unknownPlaceholders('{{nome}} {{sobrenome}} {{ idade }} {{sobrenome}}')).toEqual(['sobrenome', 'idade']);
    expect(unknownPlaceholders('Sem variáveis')).toEqual([]);
  });
});
