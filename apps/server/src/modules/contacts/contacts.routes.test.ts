import ICAL from 'ical.js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACTS_API as API } from '@intranet/shared/contacts/contacts.contract';
import type { Contact, ContactProfile } from '@intranet/shared/contacts/contacts.schemas';
import { departamento, usuario } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

type Page = { contatos: Contact[]; total: number };

describe('contacts', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  let bitcom: number;

  beforeAll(async () => {
    t = await createTestApp();
    headers = await t.headersFor('colaborador');
    const [me] = await t.app.db
      .select({ id_empresa: usuario.id_empresa })
      .from(usuario)
      .where(eq(usuario.id, t.accounts.colaborador.usuarioId));
    bitcom = me.id_empresa!;
  });
  afterAll(async () => t?.close());

  const list = (query: Record<string, string>, h: Record<string, string> | undefined = headers) =>
    t.app.inject({ method: 'GET', url: API.list.path, query, headers: h });
  const profile = (id: number | string, h: Record<string, string> | undefined = headers) =>
    t.app.inject({ method: 'GET', url: `/v1/contatos/${id}`, headers: h });

  it('refuses a call without a token with 401 and a candidate with 403', async () => {
    expect((await list({}, {})).statusCode).toBe(401);
    const candidate = await t.headersFor('candidato');
    expect((await list({}, candidate)).statusCode).toBe(403);
    expect((await profile(t.accounts.colaborador.usuarioId, candidate)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/v1/contatos/1/vcard`, headers: candidate })).statusCode).toBe(
      403,
    );
  });

  it('finds colleagues by the start of any word of their name, ignoring accents and case', async () => {
    const byFirst = (await list({ busca: 'JOAO' })).json() as Page;
    expect(byFirst.contatos.length).toBeGreaterThan(0);
    expect(byFirst.contatos.every((c) => c.nome.startsWith('João'))).toBe(true);
    const byLast = (await list({ busca: 'colab' })).json() as Page;
    expect(byLast.contatos.map((c) => c.nome)).toEqual(['Carlos Colaborador']);
    const both = (await list({ busca: 'carl colab' })).json() as Page;
    expect(both.contatos.map((c) => c.nome)).toEqual(['Carlos Colaborador']);
    expect(((await list({ busca: 'laborador' })).json() as Page).total).toBe(0);
  });

  it('finds people by department or position and narrows by company, department and position', async () => {
    const marketing = (await list({ busca: 'marketing', id_empresa: String(bitcom), limit: '100' })).json() as Page;
    expect(marketing.total).toBeGreaterThan(0);
    expect(
      marketing.contatos.every((c) => c.departamento?.nome === 'Marketing' || /marketing/i.test(c.cargo?.nome ?? '')),
    ).toBe(true);
    expect(marketing.contatos.map((c) => c.nome)).toContain('Marina Marketing');

    const company = (await list({ id_empresa: String(bitcom), limit: '100' })).json() as Page;
    expect(company.total).toBe(company.contatos.length);
    expect(company.contatos.every((c) => c.empresa?.id === bitcom)).toBe(true);
    const all = (await list({ limit: '100' })).json() as Page;
    expect(all.total).toBeGreaterThan(company.total);

    const dep = company.contatos.find((c) => c.nome === 'Carlos Colaborador')!.departamento!.id;
    const inDep = (await list({ id_departamento: String(dep), limit: '100' })).json() as Page;
    expect(inDep.contatos.every((c) => c.departamento?.id === dep)).toBe(true);
    const cargo = company.contatos.find((c) => c.nome === 'Carlos Colaborador')!.cargo!.id;
    const inCargo = (await list({ id_cargo: String(cargo), limit: '100' })).json() as Page;
    expect(inCargo.contatos.every((c) => c.cargo?.id === cargo)).toBe(true);
    expect(inCargo.contatos.map((c) => c.nome)).toContain('Carlos Colaborador');
  });

  it('pages in name order with the total of the search', async () => {
    const first = (await list({ limit: '5', offset: '0' })).json() as Page;
    const second = (await list({ limit: '5', offset: '5' })).json() as Page;
    expect(first.contatos).toHaveLength(5);
    expect(second.total).toBe(first.total);
    const names = [...first.contatos, ...second.contatos].map((c) => c.nome);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(new Set([...first.contatos, ...second.contatos].map((c) => c.id)).size).toBe(10);
  });

  it('refuses bad filters with a pt-BR message', async () => {
    expect((await list({ limit: '1000' })).statusCode).toBe(400);
    expect((await list({ id_empresa: 'abc' })).statusCode).toBe(400);
    const long = await list({ busca: 'a'.repeat(101) });
    expect(long.statusCode).toBe(400);
    expect(JSON.stringify(long.json())).toContain('Utilize no máximo 100 caracteres.');
    expect((await profile('abc')).statusCode).toBe(400);
  });

  it('lists and opens only active employees: not a candidate, not someone who left, not an unknown id', async () => {
    const [gone] = await t.app.db
      .update(usuario)
      .set({ ativo: false, nome: 'Desligado', sobrenome: 'Teste' })
      .where(eq(usuario.id, t.accounts.novo.usuarioId))
      .returning({ id: usuario.id });
    expect(((await list({ busca: 'desligado' })).json() as Page).total).toBe(0);
    expect((await profile(gone.id)).statusCode).toBe(404);
    expect((await profile(t.accounts.candidato.usuarioId)).statusCode).toBe(404);
    const unknown = await profile(999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Colaborador não encontrado.');
  });

  it("shows a profile with the department's head and only the fields meant for colleagues", async () => {
    const id = t.accounts.colaborador.usuarioId;
    await t.app.db
      .update(usuario)
      .set({ cpf: '153.509.460-56', rg: 'MG-12.345.678', rua: 'Rua Secreta', cep: '30140-071', estado_civil: 'CASADO' })
      .where(eq(usuario.id, id));
    const res = await profile(id);
    expect(res.statusCode).toBe(200);
    const contato = res.json().contato as ContactProfile;
    expect(Object.keys(contato).sort()).toEqual(
      [
        'cargo',
        'departamento',
        'email',
        'empresa',
        'gestor',
        'id',
        'id_imagem',
        'nome',
        'ramal',
        'setor',
        'telefone',
      ].sort(),
    );
    expect(contato).toMatchObject({ nome: 'Carlos Colaborador', empresa: { id: bitcom, nome: 'Bitcom' } });
    expect(contato.email).toMatch(/@bitcom\.intranet$/);
    expect(contato.ramal).toMatch(/^\d+$/);
    const [dep] = await t.app.db
      .select({ id_funcionario: departamento.id_funcionario })
      .from(departamento)
      .where(eq(departamento.id, contato.departamento!.id));
    expect(dep.id_funcionario).toBe(t.accounts.rhGestor.usuarioId);
    expect(contato.gestor).toEqual({ id: t.accounts.rhGestor.usuarioId, nome: 'Renata Gestora' });

    const text = res.body + (await list({ busca: 'colaborador' })).body;
    for (const secret of ['cpf', 'rg', 'rua', 'cep', 'data_nascimento', 'estado_civil'])
      expect(text).not.toContain(`"${secret}"`);
    for (const value of ['153.509.460-56', 'Rua Secreta', '30140-071', 'CASADO', '1995'])
      expect(text).not.toContain(value);
  });

  it('gives a vCard 4.0 in UTF-8 with the name, company, position, e-mail and phone', async () => {
    const id = t.accounts.rhGestor.usuarioId;
    await t.app.db
      .update(usuario)
      .set({ telefone_comercial: '3133334444', ramal: '2101', email_corp: 'renata.gestora@bitcom.intranet' })
      .where(eq(usuario.id, id));
    const res = await t.app.inject({ method: 'GET', url: `/v1/contatos/${id}/vcard`, headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/vcard; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="renata-gestora.vcf"');
    expect(res.body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const card = new ICAL.Component(ICAL.parse(res.body));
    expect(card.name).toBe('vcard');
    expect(card.getFirstPropertyValue('version')).toBe('4.0');
    expect(card.getFirstPropertyValue('fn')).toBe('Renata Gestora');
    expect(card.getFirstPropertyValue('n')).toEqual(['Gestora', 'Renata', '', '', '']);
    expect(card.getFirstPropertyValue('org')).toEqual(['Bitcom', 'Recursos Humanos']);
    expect(card.getFirstPropertyValue('title')).toEqual(expect.any(String));
    expect(card.getFirstPropertyValue('email')).toBe('renata.gestora@bitcom.intranet');
    expect(card.getFirstPropertyValue('tel')).toBe('tel:+55-31-3333-4444;ext=2101');
    expect(res.body).not.toMatch(/BDAY|ADR/);
    expect((await t.app.inject({ method: 'GET', url: '/v1/contatos/999999/vcard', headers })).statusCode).toBe(404);
  });

  it('lets each employee keep their own extension and work phone', async () => {
    const put = (body: object) => t.app.inject({ method: 'PUT', url: API.saveOwn.path, headers, payload: body });
    const bad = await put({ ramal: '12a', telefone: '' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('Informe apenas números, até 8 dígitos.');
    expect((await put({ ramal: '', telefone: '(31) 3333' })).statusCode).toBe(400);
    const ok = await put({ ramal: '4321', telefone: '(31) 3222-1100' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().contato).toMatchObject({
      id: t.accounts.colaborador.usuarioId,
      ramal: '4321',
      telefone: '3132221100',
    });
    const cleared = await put({ ramal: '', telefone: '' });
    expect(cleared.json().contato).toMatchObject({ ramal: null, telefone: null });
  });
});
