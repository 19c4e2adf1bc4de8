import { describe, expect, it } from 'vitest';
import {
  barcodeOfLine,
  boletoBarcode,
  boletoLine,
  boletoLineProblem,
  dueFactor,
  formatBoletoLine,
  modulo10,
  modulo11,
  readBoletoLine,
} from './boleto';
import { crc16ccitt, isValidPixPayload, pixPayload, readPixPayload } from './pix';
import {
  centsOf,
  daysBetween,
  firstName,
  formatAmount,
  invoiceSituation,
  overdueDays,
  speedLabel,
} from './customer-accounts.rules';
import { erpContract, erpInvoice, erpRecordProblems, erpServiceOrder } from './customer-accounts.erp';
import { financialHomeBody } from './customer-accounts.schemas';
import { CUSTOMER_ACCOUNTS_MSG } from './customer-accounts.messages';

/** A boleto printed by a bank (Bradesco), as published: its check digits are the bank's, not ours. */
const BANK_LINE = '23793.38128 60007.827136 95000.063305 9 75520000370000';
/** The BR Code example of the Banco Central's manual, CRC 1D3D. */
const BCB_PIX =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

describe('boleto digitable line', () => {
  it('computes módulo 10 and módulo 11 as FEBRABAN does', () => {
    expect(modulo10('237933812')).toBe(8);
    expect(modulo10('6000782713')).toBe(6);
    expect(modulo10('0000000000')).toBe(0);
    // 0, 10 and 11 become 1 in the barcode's general digit.
    expect(modulo11('0000000000000000000000000000000000000000000')).toBe(1);
  });

  it("accepts a bank's line, with or without its dots and spaces, and reads its value", () => {
    expect(boletoLineProblem(BANK_LINE)).toBeNull();
    expect(boletoLineProblem(BANK_LINE.replace(/\D/g, ''))).toBeNull();
    expect(readBoletoLine(BANK_LINE.replace(/\D/g, ''), '2018-06-01').centavos).toBe(370000);
  });

  it('names the field whose check digit does not agree', () => {
    const line = BANK_LINE.replace(/\D/g, '');
    const change = (at: number) => `${line.slice(0, at)}${(Number(line[at]) + 1) % 10}${line.slice(at + 1)}`;
    expect(boletoLineProblem(change(2))).toBe('campo1');
    expect(boletoLineProblem(change(12))).toBe('campo2');
    expect(boletoLineProblem(change(25))).toBe('campo3');
    expect(boletoLineProblem(change(40))).toBe('geral');
    expect(boletoLineProblem(change(32))).toBe('geral');
    expect(boletoLineProblem(line.slice(1))).toBe('formato');
    expect(boletoLineProblem(`${line}0`)).toBe('formato');
    expect(boletoLineProblem('a'.repeat(47))).toBe('formato');
  });

  it('counts the due factor from 1997-10-07, restarting at 1000 on 2025-02-22', () => {
    expect(dueFactor('2000-07-03')).toBe(1000);
    expect(dueFactor('2025-02-21')).toBe(9999);
    expect(dueFactor('2025-02-22')).toBe(1000);
    expect(dueFactor('2026-11-10')).toBe(1626);
  });

  it('builds lines that pass its own check, and their barcode back', () => {
    for (const [vencimento, centavos] of [
      ['2026-01-10', 8990],
      ['2026-12-28', 29990],
      ['2027-02-05', 1],
    ] as const) {
      const parts = { banco: '341', vencimento, centavos, campoLivre: '1090000012345678901234567' };
      const line = boletoLine(parts);
      expect(line).toMatch(/^\d{47}$/);
      expect(boletoLineProblem(line)).toBeNull();
      expect(barcodeOfLine(line)).toBe(boletoBarcode(parts));
      expect(readBoletoLine(line, '2026-06-01')).toEqual({ centavos, vencimento });
    }
    expect(formatBoletoLine(BANK_LINE.replace(/\D/g, ''))).toBe(BANK_LINE);
  });
});

describe('PIX copy-and-paste code', () => {
  it("computes the BR Code's CRC16-CCITT and reads the Banco Central's example", () => {
    expect(crc16ccitt('123456789')).toBe('29B1');
    expect(readPixPayload(BCB_PIX)).toEqual({
      fields: {
        valor: null,
        chave: '123e4567-e12b-12d1-a456-426655440000',
        nome: 'Fulano de Tal',
        cidade: 'BRASILIA',
        txid: '***',
      },
    });
  });

  it('generates codes with amount and reference that its validator accepts', () => {
    const code = pixPayload({
      chave: '12345678000195',
      valor: 129.9,
      nome: 'Razão Info Telecomunicações Ltda',
      cidade: 'Uberlândia',
      txid: 'FAT-2026-11-000123',
    });
    expect(code).toMatch(/^000201/);
    expect(code).toContain('5406129.90');
    expect(readPixPayload(code)).toEqual({
      fields: {
        valor: 129.9,
        chave: '12345678000195',
        nome: 'RAZAO INFO TELECOMUNICACO',
        cidade: 'UBERLANDIA',
        txid: 'FAT202611000123',
      },
    });
  });

  it('refuses a code whose CRC, fields or shape are wrong', () => {
    const tampered = BCB_PIX.replace('Fulano', 'Fulana');
    expect(readPixPayload(tampered)).toEqual({ problem: 'crc' });
    expect(readPixPayload(`${BCB_PIX.slice(0, -4)}0000`)).toEqual({ problem: 'crc' });
    expect(readPixPayload('000201abc')).toEqual({ problem: 'formato' });
    expect(readPixPayload(BCB_PIX.slice(6))).toEqual({ problem: 'formato' });
    expect(readPixPayload(`${BCB_PIX}\n`)).toEqual({ problem: 'formato' });
    expect(isValidPixPayload('0'.repeat(600))).toBe(false);
    const inDollars = BCB_PIX.replace('5303986', '5303840');
    const fixed = inDollars.slice(0, -4) + crc16ccitt(inDollars.slice(0, -4));
    expect(readPixPayload(fixed)).toEqual({ problem: 'campos' });
  });
});

describe('invoice rules', () => {
  it('counts overdue days on the São Paulo day given, only for open invoices', () => {
    expect(daysBetween('2026-02-27', '2026-03-01')).toBe(2);
    expect(overdueDays({ vencimento: '2026-11-10', status: 'aberta' }, '2026-11-10')).toBe(0);
    expect(overdueDays({ vencimento: '2026-11-10', status: 'aberta' }, '2026-11-11')).toBe(1);
    expect(overdueDays({ vencimento: '2026-11-10', status: 'aberta' }, '2027-03-10')).toBe(120);
    expect(overdueDays({ vencimento: '2026-11-10', status: 'paga' }, '2027-03-10')).toBe(0);
    expect(overdueDays({ vencimento: '2026-12-01', status: 'aberta' }, '2026-11-30')).toBe(0);
    expect(invoiceSituation({ vencimento: '2026-11-10', status: 'aberta' }, '2026-11-11')).toBe('vencida');
    expect(invoiceSituation({ vencimento: '2026-11-10', status: 'aberta' }, '2026-11-09')).toBe('aberta');
    expect(invoiceSituation({ vencimento: '2026-11-10', status: 'cancelada' }, '2026-12-09')).toBe('cancelada');
  });

  it('formats amounts as stored and as numbers, and keeps cents exact', () => {
    expect(formatAmount('89.90')).toBe('R$ 89,90');
    expect(formatAmount(1299.9)).toBe('R$ 1.299,90');
    expect(centsOf('89.9')).toBe(8990);
    expect(centsOf(0.1 + 0.2)).toBe(30);
    expect(centsOf('299,90')).toBe(29990);
    expect(() => centsOf('abc')).toThrow();
  });

  it('shows a first name only, and speeds as plans name them', () => {
    expect(firstName('  MARIA da Silva ')).toBe('Maria');
    expect(firstName('Íris Nunes')).toBe('Íris');
    expect(speedLabel(500)).toBe('500 Mega');
    expect(speedLabel(1000)).toBe('1 Giga');
  });
});

describe("the ERP's account records", () => {
  const contract = {
    codigo: 'C-1',
    cliente: 1001,
    plano: 'P500',
    valor_mensal: '99,90',
    dia_vencimento: '10',
    uf: 'mg',
    status: 'ATIVO',
    data_ativacao: '05/03/2021',
    marcadores: 'VIP, servico_essencial,vip',
  };

  it('takes strings or numbers, and normalises them', () => {
    expect(erpContract.parse(contract)).toMatchObject({
      codigo: 'C-1',
      cliente: '1001',
      valor_mensal: '99.90',
      dia_vencimento: 10,
      tipo: 'residencial',
      status: 'ativo',
      data_ativacao: '2021-03-05',
      marcadores: ['vip', 'servico_essencial'],
    });
    expect(
      erpInvoice.parse({
        codigo: 'F-1',
        contrato: 'C-1',
        competencia: '2026-11',
        vencimento: '2026-11-10T00:00:00',
        valor: 99.9,
        status: 'aberta',
        linha_digitavel: BANK_LINE,
        pix_copia_cola: BCB_PIX,
      }),
    ).toMatchObject({ competencia: '2026-11-01', valor: '99.90', linha_digitavel: BANK_LINE.replace(/\D/g, '') });
  });

  it('refuses a record with reasons, never a crash: bounds, dates, options, codes', () => {
    const problems = (schema: typeof erpContract | typeof erpInvoice | typeof erpServiceOrder, value: unknown) => {
      const parsed = schema.safeParse(value);
      return parsed.success ? null : erpRecordProblems(parsed.error);
    };
    expect(problems(erpContract, { ...contract, codigo: 'x'.repeat(31) })).toBe(
      'codigo: Utilize no máximo 30 caracteres.',
    );
    expect(problems(erpContract, { ...contract, dia_vencimento: 31, rua: 'r'.repeat(201) })).toBe(
      `dia_vencimento: ${CUSTOMER_ACCOUNTS_MSG.erp.dueDay}; rua: Utilize no máximo 200 caracteres.`,
    );
    expect(problems(erpContract, { ...contract, status: 'bloqueado', valor_mensal: '-1' })).toContain(
      'valor_mensal: Valor inválido',
    );
    expect(
      problems(erpInvoice, {
        codigo: 'F',
        contrato: 'C',
        competencia: '2026-13',
        vencimento: '31/02/2026',
        valor: 1,
        status: 'aberta',
        linha_digitavel: BANK_LINE.replace('9 7552', '8 7552'),
        pix_copia_cola: BCB_PIX.replace('Fulano', 'Beltrano'),
      }),
    ).toBe(
      `competencia: ${CUSTOMER_ACCOUNTS_MSG.erp.date}; vencimento: ${CUSTOMER_ACCOUNTS_MSG.erp.date}; ` +
        `pix_copia_cola: ${CUSTOMER_ACCOUNTS_MSG.erp.pix}; linha_digitavel: ${CUSTOMER_ACCOUNTS_MSG.erp.boleto}`,
    );
    expect(
      problems(erpServiceOrder, {
        codigo: 'O',
        contrato: 'C',
        tipo: 'reparo',
        status: 'agendada',
        janela_inicio: '2026-11-10T14:00:00-03:00',
        janela_fim: '2026-11-10T08:00:00-03:00',
      }),
    ).toBe(`janela_fim: ${CUSTOMER_ACCOUNTS_MSG.erp.window}`);
    expect(problems(erpContract, 'not an object')).toMatch(/^registro: /);
    expect(problems(erpContract, { ...contract, marcadores: [{ nested: true }] })).toMatch(/^marcadores/);
  });
});

describe('financial home question', () => {
  it('takes a masked CPF and a birth date as typed or ISO', () => {
    expect(financialHomeBody.parse({ cpf: '529.982.247-25', data_nascimento: '17/05/1990' })).toEqual({
      cpf: '52998224725',
      data_nascimento: '1990-05-17',
    });
    expect(financialHomeBody.parse({ cpf: '52998224725', data_nascimento: '1990-05-17' }).data_nascimento).toBe(
      '1990-05-17',
    );
  });

  it('refuses an impossible CPF or date, and oversized input, in pt-BR', () => {
    const M = CUSTOMER_ACCOUNTS_MSG.financialHome;
    const messages = (body: unknown) => {
      const parsed = financialHomeBody.safeParse(body);
      return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
    };
    expect(messages({ cpf: '529.982.247-26', data_nascimento: '1990-05-17' })).toEqual([M.cpfInvalid]);
    expect(messages({ cpf: '', data_nascimento: '' })).toEqual([M.cpfRequired, M.birthRequired]);
    expect(messages({ cpf: '5'.repeat(5000), data_nascimento: '1990-02-30' })).toEqual([M.cpfInvalid, M.birthInvalid]);
  });
});
