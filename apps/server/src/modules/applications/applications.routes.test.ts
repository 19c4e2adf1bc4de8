import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departamento, usuario } from '../../db/schema';
import { describeCrud } from '../../platform/crud/crud.test-kit';
import { createTestApp, type TestApp } from '../../test/test-app';
import { applicationService } from './applications.service';

describe('the company systems (/applications/list)', () => {
  let t: TestApp;
  let rh: Record<string, string>;
  let ownDepartment: number;
  let otherDepartment: number;
  beforeAll(async () => {
    t = await createTestApp();
    rh = await t.headersFor('rhGestor', 'rh:gestor');
    const [me] = await t.app.db
      .select({ id: usuario.id_departamento })
      .from(usuario)
      .where(eq(usuario.id, t.accounts.colaborador.usuarioId));
    ownDepartment = me.id!;
    const all = await t.app.db.select({ id: departamento.id }).from(departamento);
    otherDepartment = all.find((d) => d.id !== ownDepartment)!.id;
  });
  afterAll(async () => t?.close());

  describeCrud(() => t, {
    service: applicationService,
    manager: { account: 'rhGestor', role: 'rh:gestor' },
    roles: ['rh:solicitante', 'rh:gestor'],
    outsiders: ['colaborador', 'candidato', 'marketing'],
    sample: (tag) => ({ nome: tag, url: 'https://exemplo.com.br', icone: 'mail' }),
    edit: { descricao: 'Chamados', ordem: 3 },
  });

  const create = (object: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/v1/criar/aplicacao', headers: rh, payload: { object } });
  const mine = async (key: 'colaborador' | 'rhGestor' | 'candidato') =>
    t.app.inject({ method: 'GET', url: '/v1/aplicacoes/minhas', headers: await t.headersFor(key) });

  it("shows an employee the general systems and their department's, never another department's", async () => {
    for (const object of [
      { nome: 'Geral Webmail', url: 'https://mail.exemplo.com.br', icone: 'mail', ordem: 2 },
      { nome: 'Geral Inativo', url: 'https://old.exemplo.com.br', icone: 'mail', ativo: false },
      { nome: 'Do meu departamento', url: 'https://meu.exemplo.com.br', icone: 'work', id_departamento: ownDepartment },
      {
        nome: 'De outro departamento',
        url: 'https://outro.exemplo.com.br',
        icone: 'lan',
        id_departamento: otherDepartment,
      },
    ])
      expect((await create(object)).statusCode).toBe(200);
    const res = await mine('colaborador');
    expect(res.statusCode, res.body).toBe(200);
    const names = res.json().aplicacoes.map((a: { nome: string }) => a.nome);
    expect(names).toContain('Geral Webmail');
    expect(names).toContain('Do meu departamento');
    expect(names).not.toContain('De outro departamento');
    expect(names).not.toContain('Geral Inativo');
    expect(names.indexOf('Geral Webmail')).toBeLessThan(names.indexOf('Do meu departamento'));

    const managers = (await mine('rhGestor')).json().aplicacoes.map((a: { nome: string }) => a.nome);
    expect(managers).toEqual(expect.arrayContaining(['Geral Webmail', 'Do meu departamento', 'De outro departamento']));
  });

  it('refuses an address without http(s), an order out of 0..999 and a name taken in another case', async () => {
    const bad = await create({ nome: 'Sem protocolo', url: 'javascript:alert(1)', icone: 'mail' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('http://');
    expect((await create({ nome: 'Ordem alta', url: 'https://a.com.br', icone: 'mail', ordem: 1000 })).statusCode).toBe(
      400,
    );
    expect((await create({ nome: 'Único', url: 'https://a.com.br', icone: 'mail' })).statusCode).toBe(200);
    expect((await create({ nome: 'ÚNICO', url: 'https://b.com.br', icone: 'mail' })).statusCode).toBe(409);
  });

  it('keeps the systems from candidates and visitors', async () => {
    expect((await mine('candidato')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/v1/aplicacoes/minhas' })).statusCode).toBe(401);
  });
});
