import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HISTORY_API } from '@intranet/shared/history/history.contract';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('marking an incident resolved', () => {
  let t: TestApp;
  let rh: Record<string, string>;
  let incident: number;
  beforeAll(async () => {
    t = await createTestApp();
    rh = await t.headersFor('rhGestor', 'rh:gestor');
    const category = (
      await t.app.inject({ method: 'POST', url: '/v1/incidente/categoria', headers: rh, payload: {} })
    ).json().rh_incidente_categoria[0].id;
    const bitcom = (await t.app.inject({ method: 'GET', url: '/v1/companies', headers: rh }))
      .json()
      .companies.find((c: { nome: string }) => c.nome === 'Bitcom').id;
    incident = (
      await t.app.inject({
        method: 'POST',
        url: '/v1/criar/incidente',
        headers: rh,
        payload: {
          object: { titulo: 'Link caído', descricao: 'Sem acesso', id_categoria: category, id_empresa: bitcom },
        },
      })
    ).json().insert_rh_incidente_one.id;
  });
  afterAll(async () => t?.close());

  const resolve = (id: number, payload: Record<string, unknown>, headers: Record<string, string> = rh) =>
    t.app.inject({ method: 'PUT', url: `/v1/incidente/${id}/resolucao`, headers, payload });
  const read = async () =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/v1/incidente',
        headers: rh,
        payload: { filtro: { id: incident } },
      })
    ).json().rh_incidente[0];

  it('marks it resolved now, keeps the first time when marked again, and opens it again', async () => {
    expect((await read()).resolvido_em).toBeNull();
    const first = await resolve(incident, { resolvido: true });
    expect(first.statusCode, first.body).toBe(200);
    const at = first.json().update_rh_incidente_by_pk.resolvido_em;
    expect(Math.abs(Date.parse(at) - Date.now())).toBeLessThan(60_000);
    expect((await read()).resolvido_em).toBe(at);
    expect((await resolve(incident, { resolvido: true })).json().update_rh_incidente_by_pk.resolvido_em).toBe(at);
    const reopened = await resolve(incident, { resolvido: false });
    expect(reopened.json().update_rh_incidente_by_pk.resolvido_em).toBeNull();
    expect((await read()).resolvido_em).toBeNull();
  });

  it('keeps each change in the incident history with who made it', async () => {
    await resolve(incident, { resolvido: true });
    const res = await t.app.inject({
      method: 'POST',
      url: HISTORY_API.list.path,
      headers: rh,
      payload: { tabelas: ['rh_incidente'], id_item: String(incident) },
    });
    expect(res.statusCode, res.body).toBe(200);
    const changes = res
      .json()
      .rh_logs_rh.filter(
        (e: { old_data: Record<string, unknown> | null; new_data: Record<string, unknown> | null }) =>
          e.old_data && e.new_data && e.old_data.resolvido_em !== e.new_data.resolvido_em,
      );
    expect(changes.length).toBeGreaterThanOrEqual(3);
    expect(changes.every((e: { id_usuario: number | null }) => e.id_usuario !== null)).toBe(true);
  });

  it('lets HR requesters do it, refuses HR readers, other employees and visitors', async () => {
    expect(
      (await resolve(incident, { resolvido: true }, await t.headersFor('rhSolicitante', 'rh:solicitante'))).statusCode,
    ).toBe(200);
    expect((await resolve(incident, { resolvido: true }, await t.headersFor('rhGestor', 'rh:leitor'))).statusCode).toBe(
      403,
    );
    expect((await resolve(incident, { resolvido: true }, await t.headersFor('colaborador'))).statusCode).toBe(403);
    expect((await resolve(incident, { resolvido: true }, {})).statusCode).toBe(401);
  });

  it('answers 404 for an incident that does not exist and 400 for a bad body', async () => {
    expect((await resolve(999_999, { resolvido: true })).statusCode).toBe(404);
    expect((await resolve(incident, { resolvido: 'sim' })).statusCode).toBe(400);
    expect((await resolve(incident, {})).statusCode).toBe(400);
  });
});
