import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { FINANCIAL_HOME_API as API } from '@intranet/shared/financial-home/financial-home.contract';
import { CUSTOMER_ACCOUNTS_MSG } from '@intranet/shared/customer-accounts/customer-accounts.messages';
import { sqlRows } from '../../db/sql';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('the financial home', () => {
  let t: TestApp;
  let holder: { cpf: string; nascimento: string; abertas: number };
  let address = 0;
  const ask = (payload: object, remoteAddress = `10.25.0.${++address}`) =>
    t.app.inject({ method: 'POST', url: API.openInvoices.path, payload, remoteAddress });

  beforeAll(async () => {
    t = await createTestApp();
    [holder] = await sqlRows<typeof holder>(
      t.database.db,
      sql`select p.cpf, to_char(p.data_nascimento, 'DD/MM/YYYY') as nascimento,
            (select count(*) from cliente_fatura f join relacionamento_dados_pessoas o on o.id = f.id_pessoa
             where o.cpf = p.cpf and o.data_nascimento = p.data_nascimento and f.status = 'aberta')::int as abertas
          from relacionamento_dados_pessoas p
          where p.data_nascimento is not null and p.email like '%@%'
            and exists (select 1 from cliente_fatura f where f.id_pessoa = p.id and f.status = 'aberta')
          order by p.id limit 1`,
    );
  });
  afterAll(async () => t?.close());

  it('answers the first name and the open invoices only, with their PIX code and boleto line, for the right birth date', async () => {
    const res = await ask({ cpf: holder.cpf, data_nascimento: holder.nascimento });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['faturas', 'nome']);
    expect(body.nome).not.toContain(' ');
    expect(body.faturas).toHaveLength(holder.abertas);
    for (const f of body.faturas) {
      expect(Object.keys(f).sort()).toEqual(
        ['competencia', 'dias_atraso', 'linha_digitavel', 'pix_copia_cola', 'provedor', 'valor', 'vencimento'].sort(),
      );
      expect(f.linha_digitavel).toMatch(/^\d{47}$/);
    }
  });

  it('gives one refusal to a wrong birth date and to a CPF that is no customer', async () => {
    const wrong = await ask({ cpf: holder.cpf, data_nascimento: '01/01/1900' });
    const stranger = await ask({ cpf: '529.982.247-25', data_nascimento: holder.nascimento });
    expect(wrong.statusCode).toBe(404);
    expect(stranger.statusCode).toBe(404);
    expect(wrong.json()).toEqual(stranger.json());
    expect(wrong.json().message).toBe(CUSTOMER_ACCOUNTS_MSG.financialHome.refused);
  });

  it('answers the same invoices for a code sent to the contact of record, once', async () => {
    const [{ id: before }] = await sqlRows<{ id: number }>(
      t.database.db,
      sql`select coalesce(max(id), 0)::int as id from outbox_mensagem`,
    );
    const sent = await t.app.inject({
      method: 'POST',
      url: API.requestCode.path,
      payload: { cpf: holder.cpf, canal: 'email' },
      remoteAddress: '10.25.1.1',
    });
    const stranger = await t.app.inject({
      method: 'POST',
      url: API.requestCode.path,
      payload: { cpf: '529.982.247-25', canal: 'email' },
      remoteAddress: '10.25.1.2',
    });
    expect(sent.json()).toEqual(stranger.json());
    const [message] = await sqlRows<{ corpo: string }>(
      t.database.db,
      sql`select corpo from outbox_mensagem where id > ${before} order by id limit 1`,
    );
    const code = /\b(\d{6})\b/.exec(message.corpo)![1];
    const wrong = await ask({ cpf: holder.cpf, codigo: String((Number(code) + 1) % 1_000_000).padStart(6, '0') });
    expect(wrong.statusCode).toBe(404);
    const res = await ask({ cpf: holder.cpf, codigo: code });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().faturas.length).toBeGreaterThan(0);
    expect((await ask({ cpf: holder.cpf, codigo: code })).statusCode).toBe(404);
  });

  it('refuses a question without a birth date or a code, and one with both', async () => {
    expect((await ask({ cpf: holder.cpf })).statusCode).toBe(400);
    expect((await ask({ cpf: holder.cpf, data_nascimento: holder.nascimento, codigo: '123456' })).statusCode).toBe(400);
  });

  it('limits the questions per client address, each address on its own', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await ask({ cpf: holder.cpf, data_nascimento: '01/01/1900' }, '10.25.9.9')).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(404));
    expect(statuses[10]).toBe(429);
    expect((await ask({ cpf: holder.cpf, data_nascimento: holder.nascimento }, '10.25.9.10')).statusCode).toBe(200);
  });
});
