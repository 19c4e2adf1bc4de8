import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, today } from '@intranet/shared/calendar/days';
import { frotaVeiculo, usuario } from '../../db/schema';
import { sqlRows } from '../../db/sql';
import { describeCrud } from '../../platform/crud/crud.test-kit';
import { call } from '../../test/hr-fixtures';
import { pdfText } from '../../test/pdf-text';
import { createTestApp, type TestApp } from '../../test/test-app';
import { rentalService, vehicleService } from './fleet.records';
import { fleetReminderSchedule } from './fleet.reminders';

/** A São Paulo instant of a day from today, at an hour ('2026-12-01T09:00:00-03:00'). */
const at = (days: number, hour: number) => `${addDays(today(), days)}T${String(hour).padStart(2, '0')}:00:00-03:00`;

describe('fleet', () => {
  let t: TestApp;
  let bitcom: number;
  let plates = 0;
  beforeAll(async () => {
    t = await createTestApp();
    bitcom = (await call(t, 'GET', '/v1/companies', 'admin')).body.companies.find(
      (c: { nome: string }) => c.nome === 'Bitcom',
    ).id;
  });
  afterAll(async () => t?.close());

  /** A fresh Mercosul plate per call (QZA1B00, QZA1B01 …). */
  const nextPlate = () => {
    const n = plates++;
    return `QZ${String.fromCharCode(65 + Math.floor(n / 100))}${n % 10}B${String(n % 100).padStart(2, '0')}`;
  };
  const vehicleSample = (tag: string) => ({
    placa: nextPlate(),
    modelo: `Strada ${tag}`,
    marca: 'Fiat',
    ano: 2024,
    id_empresa: bitcom,
    cidade: 'Belo Horizonte',
  });

  describeCrud(() => t, {
    service: vehicleService,
    manager: { account: 'admin', role: 'users:superadmin' },
    roles: ['solitacoes:leitor', 'solitacoes:solicitante', 'solitacoes:gestor'],
    outsiders: ['candidato', 'rhGestor', 'marketing', 'colaborador'],
    sample: vehicleSample,
    edit: { odometro: 1200, status: 'manutencao' },
  });

  describeCrud(() => t, {
    service: rentalService,
    manager: { account: 'admin', role: 'users:superadmin' },
    roles: ['solitacoes:leitor', 'solitacoes:solicitante', 'solitacoes:gestor'],
    outsiders: ['candidato', 'rhGestor', 'marketing', 'colaborador'],
    sample: (tag) => ({ nome: `Locadora ${tag}`, telefone: '3133334444' }),
    edit: { telefone: '3199998888' },
  });

  async function newVehicle(extra: Record<string, unknown> = {}) {
    const res = await call(t, 'POST', '/v1/frota/criar/veiculo', 'admin', {
      object: { ...vehicleSample('teste'), ...extra },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.insert_frota_veiculo_one.id as number;
  }

  /** Makes an account's employee a driver with a CNH of `categoria` valid until `validade`. */
  async function driverFor(key: 'colaborador' | 'rhSolicitante' | 'rhGestor', validade: string, categoria = 'B') {
    const id = t.accounts[key].usuarioId;
    await t.database.db
      .update(usuario)
      .set({ cnh_categoria: categoria, cnh_numero: '04170012345', funcionario: true })
      .where(eq(usuario.id, id));
    const existing = await sqlRows<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM frota_motorista WHERE id_usuario = ${id}`,
    );
    if (existing.length) {
      const res = await call(t, 'PUT', `/v1/frota/motoristas/${existing[0].id}`, 'admin', {
        object: { cnh_validade: validade, ativo: true },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return id;
    }
    const res = await call(t, 'POST', '/v1/frota/motoristas', 'admin', {
      object: { id_usuario: id, cnh_validade: validade },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return id;
  }

  async function request(who: 'colaborador' | 'rhSolicitante' | 'rhGestor', inicio: string, fim: string) {
    const res = await call(t, 'POST', '/v1/frota/solicitacoes', who, {
      object: { inicio, fim, finalidade: 'Visita técnica a clientes', destino: 'Contagem' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.frota_solicitacao.id as number;
  }

  it('stores a plate without its hyphen, in capitals, and refuses one of neither format', async () => {
    const ok = await call(t, 'POST', '/v1/frota/criar/veiculo', 'admin', {
      object: { ...vehicleSample('placa'), placa: 'hbz-4321' },
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const row = await call(t, 'GET', `/v1/frota/veiculos/${ok.body.insert_frota_veiculo_one.id}`, 'admin');
    expect(row.body.frota_veiculo[0].placa).toBe('HBZ4321');
    const taken = await call(t, 'POST', '/v1/frota/criar/veiculo', 'admin', {
      object: { ...vehicleSample('placa'), placa: 'HBZ4321' },
    });
    expect(taken.status).toBe(409);
    const bad = await call(t, 'POST', '/v1/frota/criar/veiculo', 'admin', {
      object: { ...vehicleSample('placa'), placa: 'HB-43210' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toContainEqual({
      path: 'object.placa',
      message: 'Placa inválida: use o formato antigo (ABC-1234) ou o Mercosul (ABC1D23).',
    });
    const rented = await call(t, 'POST', '/v1/frota/criar/veiculo', 'admin', {
      object: { ...vehicleSample('alugado'), propriedade: 'alugado' },
    });
    expect(rented.status).toBe(400);
    expect(rented.body.fields).toContainEqual({
      path: 'object.id_locadora',
      message: 'Informe a locadora do veículo alugado.',
    });
  });

  it('lets any employee ask for a vehicle, sees only their own requests, and refuses candidates', async () => {
    const id = await request('colaborador', at(20, 8), at(20, 18));
    const mine = await call(t, 'GET', '/v1/frota/solicitacoes?minhas=true', 'colaborador');
    expect(mine.body.frota_solicitacao.map((r: { id: number }) => r.id)).toContain(id);
    expect((await call(t, 'GET', `/v1/frota/solicitacoes/${id}`, 'rhSolicitante')).status).toBe(404);
    expect((await call(t, 'GET', `/v1/frota/solicitacoes/${id}`, 'admin')).status).toBe(200);
    expect((await call(t, 'GET', '/v1/frota/solicitacoes', 'candidato')).status).toBe(403);
    expect((await call(t, 'GET', '/v1/frota/solicitacoes', null)).status).toBe(401);
    const backwards = await call(t, 'POST', '/v1/frota/solicitacoes', 'colaborador', {
      object: { inicio: at(3, 18), fim: at(3, 8), finalidade: 'x' },
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.fields).toContainEqual({
      path: 'object.fim',
      message: 'A data de início não pode ser maior que a data de fim!',
    });
    // Deciding is the fleet managers': an employee is refused.
    const vehicle = await newVehicle();
    expect(
      (await call(t, 'POST', `/v1/frota/solicitacoes/${id}/aprovar`, 'colaborador', { id_veiculo: vehicle })).status,
    ).toBe(403);
  });

  it('does not give a driver with an expired CNH, or with none, a vehicle', async () => {
    const vehicle = await newVehicle();
    await driverFor('rhSolicitante', addDays(today(), 5));
    const id = await request('rhSolicitante', at(10, 8), at(10, 18));
    const expired = await call(t, 'POST', `/v1/frota/solicitacoes/${id}/aprovar`, 'admin', { id_veiculo: vehicle });
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe('A CNH do motorista está vencida para o período.');
    const notDriver = await call(t, 'POST', `/v1/frota/solicitacoes/${id}/aprovar`, 'admin', {
      id_veiculo: vehicle,
      id_motorista: t.accounts.marketing.usuarioId,
    });
    expect(notDriver.status).toBe(400);
    expect(notDriver.body.message).toBe('O colaborador não está cadastrado como motorista.');
    await driverFor('rhSolicitante', addDays(today(), 400), 'A');
    const wrongCategory = await call(t, 'POST', `/v1/frota/solicitacoes/${id}/aprovar`, 'admin', {
      id_veiculo: vehicle,
    });
    expect(wrongCategory.body.message).toBe('A categoria da CNH do motorista não permite dirigir este veículo.');
    await driverFor('rhSolicitante', addDays(today(), 400), 'AB');
    const ok = await call(t, 'POST', `/v1/frota/solicitacoes/${id}/aprovar`, 'admin', { id_veiculo: vehicle });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.frota_solicitacao).toMatchObject({ status: 'aprovada', id_veiculo: vehicle });
  });

  it('approves exactly one of two overlapping requests for one vehicle approved at once', async () => {
    const vehicle = await newVehicle();
    await driverFor('colaborador', addDays(today(), 400));
    await driverFor('rhGestor', addDays(today(), 400));
    const a = await request('colaborador', at(30, 8), at(30, 14));
    const b = await request('rhGestor', at(30, 12), at(30, 18));
    const results = await Promise.all(
      [a, b].map((id) => call(t, 'POST', `/v1/frota/solicitacoes/${id}/aprovar`, 'admin', { id_veiculo: vehicle })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.body.message).toBe(
      'O veículo já está reservado em um período que se sobrepõe a este.',
    );
    const approved = await sqlRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM frota_solicitacao WHERE id_veiculo = ${vehicle} AND status = 'aprovada'`,
    );
    expect(Number(approved[0].n)).toBe(1);
    // Back to back is not an overlap.
    const c = await request('rhGestor', at(30, 18), at(30, 20));
    const loser = results[0].status === 409 ? a : b;
    expect(
      (await call(t, 'POST', `/v1/frota/solicitacoes/${c}/aprovar`, 'admin', { id_veiculo: vehicle })).status,
    ).toBe(results[0].status === 409 ? 409 : 200);
    expect(loser).toBeGreaterThan(0);
  });

  it('tells the requester live when a request is refused, with the reason', async () => {
    const id = await request('colaborador', at(40, 8), at(40, 9));
    const empty = await call(t, 'POST', `/v1/frota/solicitacoes/${id}/recusar`, 'admin', { motivo: ' ' });
    expect(empty.body.fields).toContainEqual({ path: 'motivo', message: 'Informe o motivo da recusa.' });
    const res = await call(t, 'POST', `/v1/frota/solicitacoes/${id}/recusar`, 'admin', { motivo: 'Sem carro livre' });
    expect(res.body.frota_solicitacao).toMatchObject({ status: 'recusada', motivo_recusa: 'Sem carro livre' });
    const notes = await sqlRows<{ msg: string }>(
      t.database.db,
      sql`SELECT m.data->>'msg' AS msg FROM notificacao_mensagem m JOIN notificacao_usuario u ON u.id_mensagem = m.id
          WHERE u.id_usuario = ${t.accounts.colaborador.usuarioId}`,
    );
    expect(notes.map((n) => n.msg)).toContain('Sua solicitação de veículo foi recusada: Sem carro livre');
  });

  it('finds the driver who had the car at the fine’s instant, and prints the term with the plate, the infraction and the name', async () => {
    const vehicle = await newVehicle();
    await driverFor('colaborador', addDays(today(), 400));
    await driverFor('rhGestor', addDays(today(), 400));
    const morning = await request('colaborador', at(-3, 8), at(-3, 12));
    const afternoon = await request('rhGestor', at(-3, 13), at(-3, 18));
    for (const id of [morning, afternoon])
      expect(
        (await call(t, 'POST', `/v1/frota/solicitacoes/${id}/aprovar`, 'admin', { id_veiculo: vehicle })).status,
      ).toBe(200);
    // Registered afterwards, at the instants they happened.
    const ahead = await call(t, 'POST', `/v1/frota/solicitacoes/${morning}/retirada`, 'admin', {
      odometro: 1000,
      em: at(1, 8),
    });
    expect(ahead.body.message).toBe('A data e hora não podem estar no futuro.');
    const out = await call(t, 'POST', `/v1/frota/solicitacoes/${morning}/retirada`, 'admin', {
      odometro: 1000,
      em: at(-3, 7),
    });
    expect(out.status, JSON.stringify(out.body)).toBe(200);
    const back = await call(t, 'POST', `/v1/frota/solicitacoes/${morning}/devolucao`, 'admin', {
      odometro: 900,
      em: at(-3, 12),
    });
    expect(back.body.message).toBe('O odômetro da devolução não pode ser menor que o da retirada.');
    const done = await call(t, 'POST', `/v1/frota/solicitacoes/${morning}/devolucao`, 'admin', {
      odometro: 1085,
      em: at(-3, 12),
    });
    expect(done.body.frota_solicitacao).toMatchObject({
      status: 'concluida',
      odometro_saida: 1000,
      odometro_chegada: 1085,
    });
    const car = await t.database.db.select().from(frotaVeiculo).where(eq(frotaVeiculo.id, vehicle));
    expect(car[0].odometro).toBe(1085);

    const fine = (instant: string) => ({
      id_veiculo: vehicle,
      ocorrida_em: instant,
      codigo_infracao: '745-50',
      descricao_infracao: 'Transitar em velocidade superior à máxima permitida em até 20%',
      local: 'Av. Amazonas, 1200',
      valor: 130.16,
      pontos: 4,
      vencimento: addDays(today(), 30),
    });
    // Afternoon (planned use, not checked out): the second driver.
    const later = await call(t, 'POST', '/v1/frota/multas', 'admin', { object: fine(at(-3, 15)) });
    expect(later.status, JSON.stringify(later.body)).toBe(200);
    expect(later.body.frota_multa.id_motorista).toBe(t.accounts.rhGestor.usuarioId);
    // In the morning: the first, whose check-out and check-in frame the instant.
    const res = await call(t, 'POST', '/v1/frota/multas', 'admin', { object: fine(at(-3, 10)) });
    const created = res.body.frota_multa;
    expect(created).toMatchObject({ id_motorista: t.accounts.colaborador.usuarioId, status: 'pendente' });
    expect(created.prazo_identificacao).toBe(addDays(today(), 30));
    // At night nobody had it.
    const nobody = await call(t, 'POST', '/v1/frota/multas', 'admin', { object: fine(at(-3, 22)) });
    expect(nobody.body.frota_multa.id_motorista).toBeNull();

    const url = `/v1/frota/multas/${created.id}/termo/${t.accounts.colaborador.usuarioId}/${created.placa}`;
    const pdf = await t.app.inject({ method: 'GET', url, headers: await t.headersFor('admin') });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    const name = (
      await sqlRows<{ nome: string }>(
        t.database.db,
        sql`SELECT trim(concat_ws(' ', nome, sobrenome)) AS nome FROM rh_usuario WHERE id = ${t.accounts.colaborador.usuarioId}`,
      )
    )[0].nome;
    expect(text).toContain(created.placa);
    expect(text).toContain('745-50');
    expect(text).toContain('Transitar em velocidade superior à máxima permitida');
    expect(text).toContain(name);
    expect(text).toContain('TERMO DE RESPONSABILIDADE');
    // The address must name the fine's driver and plate.
    const wrong = await t.app.inject({
      method: 'GET',
      url: `/v1/frota/multas/${created.id}/termo/${t.accounts.rhGestor.usuarioId}/${created.placa}`,
      headers: await t.headersFor('admin'),
    });
    expect(wrong.statusCode).toBe(404);
    expect((await call(t, 'GET', url, 'colaborador')).status).toBe(403);
  });

  it('reminds of preventive maintenance at the km or the date threshold, once across instances', async () => {
    const byKm = await newVehicle({ odometro: 49_400 });
    const byDay = await newVehicle({ odometro: 10 });
    const plan = (id_veiculo: number, extra: object) =>
      call(t, 'POST', '/v1/frota/manutencoes', 'admin', {
        object: { id_veiculo, tipo: 'preventiva', descricao: 'Troca de óleo e filtros', ...extra },
      });
    const km = await plan(byKm, { previsto_km: 50_000 });
    expect(km.status, JSON.stringify(km.body)).toBe(200);
    const day = await plan(byDay, { previsto_data: addDays(today(), 10) });
    expect(day.status).toBe(200);
    const none = await plan(byDay, {});
    expect(none.body.fields).toContainEqual({
      path: 'object.previsto_km',
      message: 'Informe o km ou a data prevista da manutenção preventiva.',
    });

    const log = { info: () => undefined, error: () => undefined };
    const reminded = async (id: number) =>
      (await call(t, 'GET', `/v1/frota/manutencoes/${id}`, 'admin')).body.frota_manutencao.lembrete_enviado_em;
    // Today: neither is due (600 km and 10 days away).
    let clock = new Date();
    const one = fleetReminderSchedule(t.database.db, { log, instance: 'um', now: () => clock });
    const two = fleetReminderSchedule(t.database.db, { log, instance: 'dois', now: () => clock });
    const ran = await Promise.all([one.tick(), two.tick()]);
    expect(ran.filter(Boolean)).toHaveLength(1);
    expect(await reminded(km.body.frota_manutencao.id)).toBeNull();
    expect(await reminded(day.body.frota_manutencao.id)).toBeNull();

    // The car runs 100 km more: 500 km before the plan, the reminder is due on the next run.
    await t.database.db.update(frotaVeiculo).set({ odometro: 49_500 }).where(eq(frotaVeiculo.id, byKm));
    clock = new Date(clock.getTime() + 86_400_000);
    expect((await Promise.all([one.tick(), two.tick()])).filter(Boolean)).toHaveLength(1);
    expect(await reminded(km.body.frota_manutencao.id)).not.toBeNull();
    expect(await reminded(day.body.frota_manutencao.id)).toBeNull();

    // Three days later the planned day is a week away.
    clock = new Date(clock.getTime() + 3 * 86_400_000);
    expect((await Promise.all([one.tick(), two.tick()])).filter(Boolean)).toHaveLength(1);
    expect(await reminded(day.body.frota_manutencao.id)).not.toBeNull();
    const notes = await sqlRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM notificacao_mensagem m JOIN notificacao_usuario u ON u.id_mensagem = m.id
          WHERE m.data->>'id_manutencao' = ${String(km.body.frota_manutencao.id)}`,
    );
    // Once per manager, however many runs.
    const managers = await sqlRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(DISTINCT u.id_usuario)::int AS n FROM notificacao_mensagem m JOIN notificacao_usuario u ON u.id_mensagem = m.id
          WHERE m.data->>'id_manutencao' = ${String(km.body.frota_manutencao.id)}`,
    );
    expect(Number(notes[0].n)).toBe(Number(managers[0].n));
  });

  it('lists rides publicly without contact data, and a seat needs sign-in and notifies the driver', async () => {
    const res = await call(t, 'POST', '/v1/carona', 'colaborador', {
      object: {
        origem: 'Belo Horizonte',
        destino: 'Sete Lagoas',
        data: addDays(today(), 2),
        horario: '07:30',
        vagas: 1,
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const id = res.body.frota_carona.id;
    const open = await t.app.inject({ method: 'GET', url: '/v1/carona/publica?origem=belo&destino=sete' });
    expect(open.statusCode).toBe(200);
    const ride = open.json().frota_carona.find((r: { id: number }) => r.id === id);
    expect(ride).toMatchObject({ origem: 'Belo Horizonte', destino: 'Sete Lagoas', vagas_livres: 1 });
    expect(open.body).not.toMatch(/@|telefone|email|\(\d{2}\)/);
    expect(Object.keys(ride).sort()).toEqual(
      ['data', 'destino', 'horario', 'id', 'motorista', 'observacao', 'origem', 'vagas', 'vagas_livres'].sort(),
    );
    expect((await call(t, 'POST', `/v1/carona/${id}/vaga`, null)).status).toBe(401);
    expect((await call(t, 'POST', `/v1/carona/${id}/vaga`, 'colaborador')).body.message).toBe(
      'Você é o motorista desta carona.',
    );
    const asked = await call(t, 'POST', `/v1/carona/${id}/vaga`, 'rhGestor');
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body.frota_carona.vagas_livres).toBe(0);
    expect((await call(t, 'POST', `/v1/carona/${id}/vaga`, 'rhSolicitante')).body.message).toBe(
      'Não há mais vagas nesta carona.',
    );
    const notes = await sqlRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM notificacao_mensagem m JOIN notificacao_usuario u ON u.id_mensagem = m.id
          WHERE u.id_usuario = ${t.accounts.colaborador.usuarioId} AND m.data->>'id_carona' = ${String(id)}`,
    );
    expect(Number(notes[0].n)).toBe(1);
    // Someone else's ride is not found for editing.
    expect((await call(t, 'DELETE', `/v1/carona/${id}`, 'rhGestor')).status).toBe(404);
  });

  it('answers the lookups of the spec and the car-repair report per vehicle and month', async () => {
    const vehicle = await newVehicle();
    const month = today().slice(0, 7);
    for (const custo of [200, 350.5])
      expect(
        (
          await call(t, 'POST', '/v1/frota/manutencoes', 'admin', {
            object: {
              id_veiculo: vehicle,
              tipo: 'corretiva',
              status: 'realizada',
              descricao: 'Pastilhas de freio',
              realizada_em: today(),
              custo,
              oficina: 'Oficina Central',
            },
          })
        ).status,
      ).toBe(200);
    const report = await call(t, 'GET', `/v1/frota/relatorio/manutencao?de=${month}&ate=${month}`, 'admin');
    expect(report.status).toBe(200);
    const row = report.body.veiculos.find((v: { id_veiculo: number }) => v.id_veiculo === vehicle);
    expect(row).toMatchObject({ custos: [550.5], total: 550.5, manutencoes: 2 });
    expect((await call(t, 'GET', '/v1/veiculos', 'colaborador')).body.frota_veiculo.length).toBeGreaterThan(0);
    expect((await call(t, 'GET', '/v1/motorista', 'admin')).status).toBe(200);
    expect((await call(t, 'GET', '/v1/locadoras/veicular', 'admin')).status).toBe(200);
    expect((await call(t, 'GET', '/v1/motorista', 'colaborador')).status).toBe(403);
  });
  it('lists the manager screens filtered in SQL: due reminders, expiring CNHs, fines by plate and overdue identification', async () => {
    const vehicle = await newVehicle({ odometro: 9800 });
    const plan = (previsto_km: number | null, previsto_data: string | null) =>
      call(t, 'POST', '/v1/frota/manutencoes', 'admin', {
        object: { id_veiculo: vehicle, tipo: 'preventiva', descricao: 'Revisão', previsto_km, previsto_data },
      });
    const byKm = (await plan(10_000, null)).body.frota_manutencao;
    const byDay = (await plan(null, addDays(today(), 5))).body.frota_manutencao;
    const later = (await plan(20_000, addDays(today(), 60))).body.frota_manutencao;
    expect([byKm.devida, byDay.devida, later.devida]).toEqual([true, true, false]);
    expect(byKm.odometro_veiculo).toBe(9800);
    const due = await call(t, 'GET', `/v1/frota/manutencoes?id_veiculo=${vehicle}&devida=true`, 'frota');
    expect(due.status, JSON.stringify(due.body)).toBe(200);
    expect(due.body.frota_manutencao.map((m: { id: number }) => m.id).sort()).toEqual([byKm.id, byDay.id].sort());
    expect(due.body.total).toBe(2);

    await driverFor('rhSolicitante', addDays(today(), 10));
    const expiring = await call(t, 'GET', '/v1/frota/motoristas?vencendo=true&limit=100', 'frota');
    expect(expiring.status).toBe(200);
    const row = expiring.body.frota_motorista.find(
      (d: { id_usuario: number }) => d.id_usuario === t.accounts.rhSolicitante.usuarioId,
    );
    expect(row).toMatchObject({ vencida: false, vencendo: true });
    expect(expiring.body.frota_motorista.every((d: { vencendo: boolean }) => d.vencendo)).toBe(true);

    const placa = (await call(t, 'GET', `/v1/frota/veiculos/${vehicle}`, 'admin')).body.frota_veiculo[0].placa;
    const fine = (prazo_identificacao: string) =>
      call(t, 'POST', '/v1/frota/multas', 'admin', {
        object: {
          id_veiculo: vehicle,
          ocorrida_em: at(-20, 10),
          codigo_infracao: '518-51',
          descricao_infracao: 'Estacionar em local proibido pela sinalização',
          valor: 195.23,
          pontos: 5,
          vencimento: addDays(today(), 20),
          prazo_identificacao,
        },
      });
    const overdue = (await fine(addDays(today(), -1))).body.frota_multa.id;
    const open = (await fine(addDays(today(), 9))).body.frota_multa.id;
    const byPlate = await call(t, 'GET', `/v1/frota/multas?placa=${placa.slice(0, 3)}-${placa.slice(3)}`, 'frota');
    expect(byPlate.status, JSON.stringify(byPlate.body)).toBe(200);
    expect(byPlate.body.frota_multa.map((f: { id: number }) => f.id)).toEqual(expect.arrayContaining([overdue, open]));
    expect(byPlate.body.frota_multa.every((f: { placa: string }) => f.placa === placa)).toBe(true);
    const late = await call(t, 'GET', `/v1/frota/multas?placa=${placa}&atrasada=true`, 'frota');
    expect(late.body.frota_multa.map((f: { id: number }) => f.id)).toEqual([overdue]);
    expect(late.body.total).toBe(1);
  });
});
