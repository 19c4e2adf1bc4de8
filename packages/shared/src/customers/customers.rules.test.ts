import { describe, expect, it } from 'vitest';
import { headerKey, spreadsheetFileProblem, SPREADSHEET_MSG } from '../spreadsheets/spreadsheets.rules';
import { CUSTOMERS_MSG } from './customers.messages';
import {
  checkCustomer,
  customerColumnOf,
  matchCustomerColumns,
  normalizeCelular,
  normalizeCpf,
  parseCustomerDate,
} from './customers.rules';

describe('customer import rules', () => {
  it('reads days written dd/mm/aaaa or aaaa-mm-dd, only real ones', () => {
    expect(parseCustomerDate('29/02/2000')).toBe('2000-02-29');
    expect(parseCustomerDate('1/3/2021')).toBe('2021-03-01');
    expect(parseCustomerDate('2021-03-05')).toBe('2021-03-05');
    expect(parseCustomerDate('1988-02-29T00:00:00')).toBe('1988-02-29');
    expect(parseCustomerDate('2021-03-05T10:00:00.000Z')).toBe('2021-03-05');
    for (const wrong of [
      '29/02/2001',
      '31/04/2020',
      '00/01/2020',
      '2021/03/05',
      '05-03-2021',
      '1899-12-31',
      '2101-01-01',
      '2021-3-5',
      'ontem',
    ])
      expect(parseCustomerDate(wrong), wrong).toBeNull();
  });

  it('gives back the zeros a spreadsheet took from a CPF and drops masks and the country code', () => {
    expect(normalizeCpf('1234567890')).toBe('01234567890');
    expect(normalizeCpf('012.345.678-90')).toBe('01234567890');
    expect(normalizeCpf('12.345')).toBe('12345');
    expect(normalizeCelular('+55 (31) 98888-7777')).toBe('31988887777');
    expect(normalizeCelular('(31) 3333-4444')).toBe('3133334444');
  });

  it('accepts the usual ways of saying active or not', () => {
    const base = { codpessoa: '1', cpf: '52998224725', nome_razaosocial: 'A' };
    for (const yes of ['', 'Sim', 'S', 'true', '1', 'Ativo', 'a'])
      expect(checkCustomer({ ...base, ativo: yes }).customer?.ativo, yes).toBe(true);
    for (const no of ['Não', 'nao', 'N', 'false', '0', 'Inativo', 'I'])
      expect(checkCustomer({ ...base, ativo: no }).customer?.ativo, no).toBe(false);
    expect(checkCustomer({ ...base, ativo: 'talvez' }).problems).toEqual([CUSTOMERS_MSG.row.ativo]);
  });

  it('drops control characters from the texts', () => {
    expect(
      checkCustomer({ codpessoa: '1\u0000', cpf: '52998224725', nome_razaosocial: 'Ana\tde\nSouza\u0007' }).customer,
    ).toMatchObject({ codpessoa: '1', nome_razaosocial: 'Ana de Souza' });
  });

  it('matches headers whatever their case, accents and punctuation, and names the missing required columns', () => {
    expect(headerKey(' Data de Nascimento ')).toBe('data_de_nascimento');
    expect(customerColumnOf('E-MAIL')).toBe('email');
    expect(customerColumnOf('Razão Social')).toBe('nome_razaosocial');
    expect(customerColumnOf('plano')).toBeUndefined();
    expect(matchCustomerColumns(['Código', 'Nome', 'nome_razaosocial'])).toEqual({
      columns: { codpessoa: 'Código', nome_razaosocial: 'Nome' },
      missing: ['cpf'],
    });
  });

  it('judges a picked file by its extension and size before it is sent', () => {
    expect(spreadsheetFileProblem({ name: 'clientes.XLSX', size: 10 })).toBeNull();
    expect(spreadsheetFileProblem({ name: 'clientes.pdf', size: 10 })).toBe(SPREADSHEET_MSG.format);
    expect(spreadsheetFileProblem({ name: 'clientes.csv', size: 0 })).toBe(SPREADSHEET_MSG.empty);
    expect(spreadsheetFileProblem({ name: 'clientes.csv', size: 21 * 1024 * 1024 })).toBe(SPREADSHEET_MSG.tooLarge);
  });
});

describe('the model spreadsheet', () => {
  it('has every column, and an example line that the import accepts', async () => {
    const {
      CUSTOMER_MODEL_ROWS,
      CUSTOMER_COLUMN_NAMES,
      matchCustomerColumns: match,
    } = await import('./customers.rules');
    const [header, example] = CUSTOMER_MODEL_ROWS;
    expect(header).toEqual(CUSTOMER_COLUMN_NAMES);
    expect(match(header).missing).toEqual([]);
    const input = Object.fromEntries(header.map((column, i) => [column, example[i]]));
    expect(checkCustomer(input).problems).toBeUndefined();
  });
});
