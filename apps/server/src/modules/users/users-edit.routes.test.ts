import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logsRh } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('editing a user name (UsersEdit)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const put = async (key: Parameters<TestApp['headersFor']>[0], id: number, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: `/v1/user/${id}`, headers: await t.headersFor(key), payload });

  it('lets a person set their own name and records the edit in the history', async () => {
    const id = t.accounts.candidato.usuarioId;
    const res = await put('candidato', id, { nome: '  Cândida ', sobrenome: 'Souza' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ rh_usuario: { id, nome: 'Cândida', sobrenome: 'Souza' } });
    const [log] = await t.database.db
      .select()
      .from(logsRh)
      .where(and(eq(logsRh.tabela, 'rh_usuario'), eq(logsRh.id_item, String(id))))
      .orderBy(desc(logsRh.id))
      .limit(1);
    expect(log).toMatchObject({ operacao: 'UPDATE', id_usuario: id });
    expect((log.new_data as { sobrenome: string }).sobrenome).toBe('Souza');
  });

  it('keeps the surname on record when only the name is sent', async () => {
    const id = t.accounts.candidato.usuarioId;
    const res = await put('candidato', id, { nome: 'Cândida Maria' });
    expect(res.json()).toEqual({ rh_usuario: { id, nome: 'Cândida Maria', sobrenome: 'Souza' } });
  });

  it("answers someone else's name as not found to a person without an HR role", async () => {
    const res = await put('colaborador', t.accounts.marketing.usuarioId, { nome: 'Outra' });
    expect(res.statusCode).toBe(404);
  });

  it("lets an HR manager edit another person's name", async () => {
    const res = await put('rhGestor', t.accounts.novo.usuarioId, { nome: 'Nicolas', sobrenome: 'Novo' });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a name shorter than two characters with the spec message', async () => {
    const res = await put('colaborador', t.accounts.colaborador.usuarioId, { nome: 'C' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([{ path: 'nome', message: 'Utilize no mínimo 2 caracteres.' }]);
  });
});
