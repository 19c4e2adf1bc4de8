import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, today } from '@intranet/shared/calendar/days';
import { usuario } from '../../db/schema';
import { sqlRows } from '../../db/sql';
import { call } from '../../test/hr-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

/** A São Paulo instant of a day from today, at an hour. */
const at = (days: number, hour: number) => `${addDays(today(), days)}T${String(hour).padStart(2, '0')}:00:00-03:00`;
/** A one-pixel PNG, judged by its bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The employees' side of the fleet (docs/fleet.md): their reports, their maintenance requests, and the seats on their rides. */
describe('fleet, the employees’ side', () => {
  let t: TestApp;
  let vehicle: number;
  beforeAll(async () => {
    t = await createTestApp();
    const bitcom = (await call(t, 'GET', '/v1/companies', 'admin')).body.companies.find(
      (c: { nome: string }) => c.nome === 'Bitcom',
    ).id;
    const created = await call(t, 'POST', '/v1/frota/criar/veiculo', 'admin', {
      object: { placa: 'QYE2F31', modelo: 'Gol', marca: 'VW', ano: 2023, id_empresa: bitcom, cidade: 'Contagem' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    vehicle = created.body.insert_frota_veiculo_one.id;
    // colaborador@ drives it: a driver with a valid CNH whose request was approved.
    const me = t.accounts.colaborador.usuarioId;
    await t.database.db
      .update(usuario)
      .set({ cnh_categoria: 'B', cnh_numero: '04170012345', funcionario: true })
      .where(eq(usuario.id, me));
    await call(t, 'POST', '/v1/frota/motoristas', 'admin', {
      object: { id_usuario: me, cnh_validade: addDays(today(), 400) },
    });
    const asked = await call(t, 'POST', '/v1/frota/solicitacoes', 'colaborador', {
      object: { inicio: at(1, 8), fim: at(1, 18), finalidade: 'Visita técnica', destino: 'Betim' },
    });
    const approved = await call(
      t,
      'POST',
      `/v1/frota/solicitacoes/${asked.body.frota_solicitacao.id}/aprovar`,
      'frota',
      {
        id_veiculo: vehicle,
      },
    );
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  });
  afterAll(async () => t?.close());

  async function upload(who: 'colaborador' | 'candidato', bucket: string) {
    const boundary = '----fleet-photo';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="avaria.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      PNG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const headers = { ...(await t.headersFor(who)), 'content-type': `multipart/form-data; boundary=${boundary}` };
    const res = await t.app.inject({ method: 'POST', url: `/v1/files/${bucket}`, headers, payload });
    return { status: res.statusCode, body: res.json() };
  }

  it('lets an employee send an incident’s photo to the fleet’s bucket, not to the staff’s images, and a candidate neither', async () => {
    const sent = await upload('colaborador', 'frota');
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body).toMatchObject({ mime: 'image/png', nome: 'avaria.png' });
    expect((await upload('colaborador', 'imagens')).status).toBe(403);
    expect((await upload('candidato', 'frota')).status).toBe(403);
  });

  it('lets the reporter edit their open incident, keeps it open, and not someone else’s or a resolved one', async () => {
    const photo = (await upload('colaborador', 'frota')).body.id as string;
    const report = {
      id_veiculo: vehicle,
      tipo: 'avaria',
      ocorrido_em: at(0, 7),
      descricao: 'Retrovisor trincado',
      local: 'Pátio',
      fotos: [photo],
    };
    const created = await call(t, 'POST', '/v1/frota/incidentes', 'colaborador', { object: report });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.frota_incidente.id;
    const edited = await call(t, 'PUT', `/v1/frota/incidentes/${id}`, 'colaborador', {
      object: { ...report, descricao: 'Retrovisor esquerdo trincado', status: 'resolvido' },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.frota_incidente).toMatchObject({
      descricao: 'Retrovisor esquerdo trincado',
      status: 'aberto',
      fotos: [photo],
    });
    expect((await call(t, 'PUT', `/v1/frota/incidentes/${id}`, 'rhSolicitante', { object: report })).status).toBe(404);
    const mine = await call(t, 'GET', '/v1/frota/incidentes', 'colaborador');
    expect(mine.body.frota_incidente.map((i: { id: number }) => i.id)).toContain(id);
    const theirs = await call(t, 'GET', '/v1/frota/incidentes', 'rhSolicitante');
    expect(theirs.body.frota_incidente.map((i: { id: number }) => i.id)).not.toContain(id);
    // The fleet manager sees it and resolves it; the reporter may no longer edit it.
    const all = await call(t, 'GET', '/v1/frota/incidentes', 'frota');
    expect(all.body.frota_incidente.map((i: { id: number }) => i.id)).toContain(id);
    const resolved = await call(t, 'PUT', `/v1/frota/incidentes/${id}`, 'frota', {
      object: { ...report, status: 'resolvido' },
    });
    expect(resolved.body.frota_incidente.status).toBe('resolvido');
    const late = await call(t, 'PUT', `/v1/frota/incidentes/${id}`, 'colaborador', { object: report });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('O incidente já foi resolvido e não pode mais ser editado.');
  });

  it('lets the requester edit a planned maintenance request, and not someone else’s or a done one', async () => {
    const created = await call(t, 'POST', '/v1/frota/manutencoes/solicitar', 'colaborador', {
      object: { id_veiculo: vehicle, descricao: 'Barulho no freio' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.frota_manutencao.id;
    const url = `/v1/frota/manutencoes/solicitar/${id}`;
    const blank = await call(t, 'PUT', url, 'colaborador', { object: { id_veiculo: vehicle, descricao: ' ' } });
    expect(blank.status).toBe(400);
    const edited = await call(t, 'PUT', url, 'colaborador', {
      object: { id_veiculo: vehicle, descricao: 'Barulho no freio dianteiro' },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.frota_manutencao).toMatchObject({
      descricao: 'Barulho no freio dianteiro',
      tipo: 'corretiva',
      status: 'agendada',
      id_solicitante: t.accounts.colaborador.usuarioId,
    });
    expect(
      (await call(t, 'PUT', url, 'rhSolicitante', { object: { id_veiculo: vehicle, descricao: 'Outro' } })).status,
    ).toBe(404);
    expect((await call(t, 'PUT', url, null, { object: { id_veiculo: vehicle, descricao: 'x' } })).status).toBe(401);
    const done = await call(t, 'PUT', `/v1/frota/manutencoes/${id}`, 'frota', {
      object: {
        id_veiculo: vehicle,
        tipo: 'corretiva',
        status: 'realizada',
        descricao: 'Pastilhas trocadas',
        realizada_em: today(),
        custo: 320,
      },
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const late = await call(t, 'PUT', url, 'colaborador', { object: { id_veiculo: vehicle, descricao: 'x' } });
    expect(late.status).toBe(409);
  });

  it('lets the driver accept or decline each seat, a declined one freeing it, and tells the passenger', async () => {
    const offered = await call(t, 'POST', '/v1/carona', 'colaborador', {
      object: { origem: 'Contagem', destino: 'Divinópolis', data: addDays(today(), 3), horario: '06:45', vagas: 1 },
    });
    expect(offered.status, JSON.stringify(offered.body)).toBe(200);
    const id = offered.body.frota_carona.id;
    const asker = t.accounts.rhGestor.usuarioId;
    expect((await call(t, 'POST', `/v1/carona/${id}/vaga`, 'rhGestor')).body.frota_carona.pedidos).toEqual([
      { id_usuario: asker, nome: expect.any(String), status: 'pendente' },
    ]);
    // Only the driver answers; to anyone else the ride is not found.
    expect((await call(t, 'POST', `/v1/carona/${id}/pedidos/${asker}`, 'rhGestor', { status: 'aceito' })).status).toBe(
      404,
    );
    const bad = await call(t, 'POST', `/v1/carona/${id}/pedidos/${asker}`, 'colaborador', { status: 'talvez' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toContainEqual({ path: 'status', message: 'Escolha aceitar ou recusar o pedido.' });
    const nobody = await call(
      t,
      'POST',
      `/v1/carona/${id}/pedidos/${t.accounts.rhSolicitante.usuarioId}`,
      'colaborador',
      {
        status: 'aceito',
      },
    );
    expect(nobody.status).toBe(404);
    expect((await call(t, 'POST', `/v1/carona/${id}/vaga`, 'rhSolicitante')).status).toBe(409);

    const declined = await call(t, 'POST', `/v1/carona/${id}/pedidos/${asker}`, 'colaborador', { status: 'recusado' });
    expect(declined.status, JSON.stringify(declined.body)).toBe(200);
    expect(declined.body.frota_carona).toMatchObject({ vagas_livres: 1, pedidos: [{ status: 'recusado' }] });
    // The freed seat goes to the next one asking, whom the driver accepts.
    expect((await call(t, 'POST', `/v1/carona/${id}/vaga`, 'rhSolicitante')).status).toBe(200);
    const accepted = await call(
      t,
      'POST',
      `/v1/carona/${id}/pedidos/${t.accounts.rhSolicitante.usuarioId}`,
      'colaborador',
      { status: 'aceito' },
    );
    expect(accepted.body.frota_carona.vagas_livres).toBe(0);
    // Each passenger sees their own seat only.
    const seen = await call(t, 'GET', `/v1/carona/${id}`, 'rhSolicitante');
    expect(seen.body.frota_carona.pedidos).toEqual([
      { id_usuario: t.accounts.rhSolicitante.usuarioId, nome: expect.any(String), status: 'aceito' },
    ]);
    const notes = await sqlRows<{ id_usuario: number; msg: string }>(
      t.database.db,
      sql`SELECT u.id_usuario, m.data->>'msg' AS msg FROM notificacao_mensagem m JOIN notificacao_usuario u ON u.id_mensagem = m.id
          WHERE m.data->>'id_carona' = ${String(id)} AND u.id_usuario IN (${asker}, ${t.accounts.rhSolicitante.usuarioId})
          ORDER BY m.id`,
    );
    expect(notes.map((n) => [Number(n.id_usuario), n.msg])).toEqual([
      [
        asker,
        expect.stringMatching(/^Seu pedido de vaga na carona de Contagem para Divinópolis em .* foi recusado\.$/),
      ],
      [
        t.accounts.rhSolicitante.usuarioId,
        expect.stringMatching(/^Sua vaga na carona de Contagem para Divinópolis em .* foi aceita\.$/),
      ],
    ]);
  });
});
