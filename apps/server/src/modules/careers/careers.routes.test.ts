import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { CAREERS_MSG } from '@intranet/shared/careers/careers.messages';
import { candidatura, empresa, identidade, outbox, usuario, vaga, vendasCanal } from '../../db/schema';
import { call } from '../../test/hr-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { dayFromToday } from '@intranet/shared/calendar/days';

describe('careers', () => {
  let t: TestApp;
  let bitcomId: number;
  let vacancyId: number;
  beforeAll(async () => {
    t = await createTestApp();
    const [bitcom] = await t.database.db.select().from(empresa).where(eq(empresa.nome, 'Bitcom'));
    bitcomId = bitcom.id;
  });
  afterAll(async () => t?.close());

  const vacancy = (over: Record<string, unknown> = {}) => ({
    id_empresa: bitcomId,
    titulo_vaga: 'Técnico de Redes Ópticas',
    funcao: 'Manutenção de rede',
    cidade: 'São Paulo',
    vagas: 2,
    modalidade: 'presencial',
    descricao:
      '<p>Vaga <strong>boa</strong></p><script>alert(1)</script><img src="https://evil.example/x.png" onerror="x()">',
    requisitos: 'CNH B',
    palavras_chave: 'fibra, fusão',
    id_gestor: t.accounts.rhGestor.usuarioId,
    data_inicio: dayFromToday(0),
    data_fim: dayFromToday(30),
    ...over,
  });

  it('refuses every staff and candidate call without a token with 401', async () => {
    for (const [method, url] of [
      ['POST', '/v1/rh/vagas/filtro'],
      ['GET', '/v1/rh/vagas/1'],
      ['POST', '/v1/rh/vagas'],
      ['PUT', '/v1/rh/vagas/1'],
      ['POST', '/v1/candidaturas'],
      ['GET', '/v1/candidaturas/minhas'],
      ['GET', '/v1/rh/vagas/1/candidaturas'],
      ['POST', '/v1/rh/candidaturas/1/etapa'],
      ['POST', '/v1/rh/curriculos/busca'],
      ['POST', '/v1/banco-talentos/filtro'],
      ['GET', '/v1/rh/dashboard/carreiras'],
      ['GET', '/v1/candidato/dados'],
      ['POST', '/v1/candidato/conta/excluir'],
    ] as const) {
      expect((await call(t, method, url, null, {})).status, `${method} ${url}`).toBe(401);
    }
  });

  it('refuses the staff calls to the candidate and to an employee without an HR or talent-bank role (403)', async () => {
    for (const who of ['candidato', 'colaborador', 'marketing'] as const) {
      for (const [method, url, body] of [
        ['POST', '/v1/rh/vagas/filtro', {}],
        ['GET', '/v1/rh/vagas/1', undefined],
        ['POST', '/v1/rh/vagas', vacancy()],
        ['PUT', '/v1/rh/vagas/1', vacancy()],
        ['GET', '/v1/rh/vagas/1/candidaturas', undefined],
        ['POST', '/v1/rh/candidaturas/1/etapa', { etapa: 'triagem', nota: 'ok' }],
        ['POST', '/v1/rh/curriculos/busca', { q: 'tecnico' }],
        ['POST', '/v1/banco-talentos/filtro', {}],
        ['GET', '/v1/rh/dashboard/carreiras', undefined],
      ] as const) {
        expect((await call(t, method, url, who, body)).status, `${who} ${method} ${url}`).toBe(403);
      }
    }
  });

  it('refuses the talent bank to a guest (401) and to a candidate (403), and gives it to HR', async () => {
    expect((await call(t, 'POST', '/v1/banco-talentos/filtro', null, {})).status).toBe(401);
    expect((await call(t, 'POST', '/v1/banco-talentos/filtro', 'candidato', {})).status).toBe(403);
    const res = await call(t, 'POST', '/v1/banco-talentos/filtro', 'rhSolicitante', {});
    expect(res.status).toBe(200);
    expect(res.body.total).toBeGreaterThanOrEqual(5);
  });

  it('refuses bad input: a vacancy without title, closing before opening, no openings; a bad stage; an empty search', async () => {
    const noTitle = await call(t, 'POST', '/v1/rh/vagas', 'rhGestor', vacancy({ titulo_vaga: '' }));
    expect(noTitle.status).toBe(400);
    const order = await call(
      t,
      'POST',
      '/v1/rh/vagas',
      'rhGestor',
      vacancy({ data_inicio: dayFromToday(5), data_fim: dayFromToday(1) }),
    );
    expect(order.status).toBe(400);
    expect(order.body.fields).toContainEqual({ path: 'data_fim', message: CAREERS_MSG.datesOrder });
    expect((await call(t, 'POST', '/v1/rh/vagas', 'rhGestor', vacancy({ vagas: 0 }))).status).toBe(400);
    expect((await call(t, 'POST', '/v1/rh/vagas', 'rhGestor', vacancy({ modalidade: 'lua' }))).status).toBe(400);
    expect((await call(t, 'POST', '/v1/rh/vagas', 'rhGestor', vacancy({ id_empresa: 99999 }))).status).toBe(400);
    expect(
      (await call(t, 'POST', '/v1/rh/candidaturas/1/etapa', 'rhGestor', { etapa: 'contratado', nota: 'x' })).status,
    ).toBe(400);
    expect(
      (await call(t, 'POST', '/v1/rh/candidaturas/1/etapa', 'rhGestor', { etapa: 'triagem', nota: '' })).status,
    ).toBe(400);
    expect((await call(t, 'POST', '/v1/rh/curriculos/busca', 'rhGestor', { q: '' })).status).toBe(400);
    expect((await call(t, 'POST', '/v1/candidaturas', 'candidato', { id_vaga: 'x' })).status).toBe(400);
    expect((await call(t, 'GET', '/v1/vagas/publicas/abc', null)).status).toBe(400);
    expect((await call(t, 'POST', '/v1/candidato/conta/excluir', 'candidato', {})).status).toBe(400);
  });

  it('publishes a vacancy from its opening day, its description sanitized, findable by a word without its accent', async () => {
    const created = await call(t, 'POST', '/v1/rh/vagas', 'rhGestor', vacancy());
    expect(created.status).toBe(200);
    vacancyId = created.body.id;
    const detail = await call(t, 'GET', `/v1/vagas/publicas/${vacancyId}`, null);
    expect(detail.status).toBe(200);
    expect(detail.body.descricao).toBe('<p>Vaga <strong>boa</strong></p>');
    const found = await call(t, 'GET', '/v1/vagas/publicas?q=optica&cidade=sao%20paulo', null);
    expect(found.body.vagas.map((v: { id: number }) => v.id)).toContain(vacancyId);
    const byCompany = await call(t, 'GET', '/v1/vagas/publicas?empresa=bitcom', null);
    expect(byCompany.body.vagas.every((v: { empresa: string }) => v.empresa === 'Bitcom')).toBe(true);
    expect(byCompany.body.vagas.map((v: { id: number }) => v.id)).toContain(vacancyId);
  });

  it('keeps a vacancy off the public list before its opening and after its closing day', async () => {
    const future = await call(
      t,
      'POST',
      '/v1/rh/vagas',
      'rhGestor',
      vacancy({ titulo_vaga: 'Vaga Futura', data_inicio: dayFromToday(3), data_fim: dayFromToday(10) }),
    );
    const past = await call(
      t,
      'POST',
      '/v1/rh/vagas',
      'rhGestor',
      vacancy({ titulo_vaga: 'Vaga Encerrada', data_inicio: dayFromToday(-10), data_fim: dayFromToday(-1) }),
    );
    const list = await call(t, 'GET', '/v1/vagas/publicas', null);
    const ids = list.body.vagas.map((v: { id: number }) => v.id);
    expect(ids).not.toContain(future.body.id);
    expect(ids).not.toContain(past.body.id);
    expect((await call(t, 'GET', `/v1/vagas/publicas/${past.body.id}`, null)).status).toBe(404);
    const staff = await call(t, 'POST', '/v1/rh/vagas/filtro', 'rhGestor', {});
    expect(staff.body.vagas.find((v: { id: number }) => v.id === past.body.id)).toMatchObject({ publicada: false });
    const closedToday = await call(
      t,
      'POST',
      '/v1/rh/vagas',
      'rhGestor',
      vacancy({ titulo_vaga: 'Fecha Hoje', data_inicio: dayFromToday(-5), data_fim: dayFromToday(0) }),
    );
    expect((await call(t, 'GET', `/v1/vagas/publicas/${closedToday.body.id}`, null)).status).toBe(200);
    const apply = await call(t, 'POST', '/v1/candidaturas', 'candidato', { id_vaga: past.body.id });
    expect(apply.status).toBe(409);
    expect(apply.body.message).toBe(CAREERS_MSG.closed);
  });

  it('takes one application per vacancy, keeps the link source, mails the candidate, and moves it with notes and e-mails', async () => {
    const [facebook] = await t.database.db.select().from(vendasCanal).where(eq(vendasCanal.nome, 'Facebook'));
    const applied = await call(t, 'POST', '/v1/candidaturas', 'candidato', {
      id_vaga: vacancyId,
      chn: facebook.id,
      cmp: 999999,
    });
    expect(applied.status).toBe(200);
    const [row] = await t.database.db.select().from(candidatura).where(eq(candidatura.id, applied.body.id));
    expect(row).toMatchObject({ id_canal: facebook.id, id_campanha: null, etapa: 'inscrito' });
    const again = await call(t, 'POST', '/v1/candidaturas', 'candidato', { id_vaga: vacancyId });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(CAREERS_MSG.alreadyApplied);

    expect(
      (
        await call(t, 'POST', `/v1/rh/candidaturas/${applied.body.id}/etapa`, 'rhGestor', {
          etapa: 'entrevista',
          nota: 'Perfil aderente',
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call(t, 'POST', `/v1/rh/candidaturas/${applied.body.id}/etapa`, 'rhGestor', {
          etapa: 'entrevista',
          nota: 'de novo',
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await call(t, 'POST', `/v1/rh/candidaturas/${applied.body.id}/etapa`, 'rhSolicitante', {
          etapa: 'aprovado',
          nota: 'Aprovada na entrevista',
        })
      ).status,
    ).toBe(200);
    expect(
      (await call(t, 'POST', '/v1/rh/candidaturas/999999/etapa', 'rhGestor', { etapa: 'aprovado', nota: 'x' })).status,
    ).toBe(404);

    const mails = await t.database.db.select().from(outbox).where(eq(outbox.destinatario, 'candidato@demo.intranet'));
    const subjects = mails.map((m) => m.assunto);
    expect(subjects).toContain('Candidatura recebida: Técnico de Redes Ópticas');
    expect(subjects).toContain('Entrevista: Técnico de Redes Ópticas');
    expect(subjects).toContain('Você foi aprovado(a): Técnico de Redes Ópticas');

    const mine = await call(t, 'GET', '/v1/candidaturas/minhas', 'candidato');
    expect(mine.body.candidaturas.find((c: { id: number }) => c.id === applied.body.id)).toMatchObject({
      etapa: 'aprovado',
      titulo_vaga: 'Técnico de Redes Ópticas',
    });

    const pipeline = await call(t, 'GET', `/v1/rh/vagas/${vacancyId}/candidaturas`, 'rhGestor');
    expect(pipeline.status).toBe(200);
    expect(pipeline.body.vaga.etapas).toMatchObject({ aprovado: 1 });
    const applicant = pipeline.body.candidaturas[0];
    expect(applicant).toMatchObject({ nome: 'Cândida Candidata', etapa: 'aprovado', origem: 'Facebook' });
    expect(applicant.historico.map((m: { etapa: string; nota: string }) => [m.etapa, m.nota])).toEqual([
      ['inscrito', 'Candidatura enviada pelo site de vagas.'],
      ['entrevista', 'Perfil aderente'],
      ['aprovado', 'Aprovada na entrevista'],
    ]);
  });

  it("lists only the candidate's own applications", async () => {
    const mine = await call(t, 'GET', '/v1/candidaturas/minhas', 'candidato');
    const rows = await t.database.db
      .select()
      .from(candidatura)
      .where(eq(candidatura.id_usuario, t.accounts.candidato.usuarioId));
    expect(mine.body.candidaturas.map((c: { id: number }) => c.id).sort()).toEqual(rows.map((r) => r.id).sort());
    expect((await call(t, 'GET', `/v1/rh/vagas/${vacancyId}/candidaturas`, 'candidato')).status).toBe(403);
  });

  it('refuses to apply without a résumé', async () => {
    const other = await call(t, 'POST', '/v1/candidaturas', 'colaborador', { id_vaga: vacancyId });
    expect(other.status).toBe(409);
    expect(other.body.message).toBe(CAREERS_MSG.resumeMissing);
  });

  it("finds 'técnico' when 'tecnico' is typed, and 'tecnico' when 'TÉCNICOS' is", async () => {
    const res = await call(t, 'POST', '/v1/rh/curriculos/busca', 'rhGestor', { q: 'tecnico' });
    expect(res.status).toBe(200);
    const names = res.body.dados.map((d: { nome: string }) => d.nome);
    expect(names).toContain('Joana Ribeiro');
    expect(names).toContain('Cândida Candidata');
    const plural = await call(t, 'POST', '/v1/rh/curriculos/busca', 'rhGestor', { q: 'TÉCNICOS' });
    expect(plural.body.dados.map((d: { nome: string }) => d.nome)).toContain('Joana Ribeiro');
    const none = await call(t, 'POST', '/v1/rh/curriculos/busca', 'rhGestor', { q: 'astronauta' });
    expect(none.body).toEqual({ total: 0, dados: [] });
    const onVacancy = await call(t, 'POST', '/v1/rh/curriculos/busca', 'rhGestor', {
      q: 'tecnico',
      id_vaga: vacancyId,
    });
    expect(onVacancy.body.dados.map((d: { nome: string }) => d.nome)).toEqual(['Cândida Candidata']);
  });

  it('answers the careers dashboard and the vacancy report with these vacancies', async () => {
    const dash = await call(t, 'GET', '/v1/rh/dashboard/carreiras', 'rhGestor');
    expect(dash.status).toBe(200);
    expect(dash.body.porEtapa.map((s: { etapa: string }) => s.etapa)).toEqual([
      'inscrito',
      'triagem',
      'entrevista',
      'aprovado',
      'reprovado',
    ]);
    expect(dash.body.origens.map((o: { origem: string }) => o.origem)).toContain('Facebook');
    expect(dash.body.tempoPreenchimento.length).toBeGreaterThan(0);
    const report = await call(t, 'POST', '/v1/rh/relatorio/vaga/filtro', 'rhGestor', {});
    expect(report.body.map((r: { titulo_vaga: string }) => r.titulo_vaga)).toContain('Técnico de Redes Ópticas');
  });

  it('edits a vacancy and answers 404 for an unknown one', async () => {
    const res = await call(t, 'PUT', `/v1/rh/vagas/${vacancyId}`, 'rhGestor', vacancy({ vagas: 4 }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ vagas: 4, publicada: true, empresa: 'Bitcom' });
    expect((await call(t, 'PUT', '/v1/rh/vagas/999999', 'rhGestor', vacancy())).status).toBe(404);
    expect((await call(t, 'GET', '/v1/rh/vagas/999999', 'rhGestor')).status).toBe(404);
    expect((await call(t, 'GET', '/v1/vagas/publicas/999999', null)).status).toBe(404);
  });

  it('exports the candidate data, then deletes the account: applications anonymised, résumé gone, sign-in refused', async () => {
    const data = await call(t, 'GET', '/v1/candidato/dados', 'candidato');
    expect(data.status).toBe(200);
    expect(data.body.usuario.email).toBe('candidato@demo.intranet');
    expect(data.body.candidaturas.length).toBeGreaterThan(0);
    const headers = await t.headersFor('candidato');
    expect(
      (await call(t, 'POST', '/v1/candidato/conta/excluir', 'colaborador', { confirmacao: 'EXCLUIR' })).status,
    ).toBe(403);
    const gone = await t.app.inject({
      method: 'POST',
      url: '/v1/candidato/conta/excluir',
      headers,
      payload: { confirmacao: 'EXCLUIR' },
    });
    expect(gone.statusCode).toBe(200);
    const id = t.accounts.candidato.usuarioId;
    expect(await t.database.db.select().from(candidatura).where(eq(candidatura.id_usuario, id))).toEqual([]);
    const anonymised = await t.database.db
      .select()
      .from(candidatura)
      .where(and(eq(candidatura.id_vaga, vacancyId), eq(candidatura.anonimizada, true)));
    expect(anonymised).toHaveLength(1);
    expect(await t.database.db.select().from(identidade).where(eq(identidade.id_usuario, id))).toEqual([]);
    const [person] = await t.database.db.select().from(usuario).where(eq(usuario.id, id));
    expect(person).toMatchObject({ nome: null, email: null, ativo: false });
    const pipeline = await call(t, 'GET', `/v1/rh/vagas/${vacancyId}/candidaturas`, 'rhGestor');
    expect(pipeline.body.candidaturas[0]).toMatchObject({
      nome: 'Candidato(a) removido(a)',
      id_usuario: null,
      email: null,
    });
    expect((await t.app.inject({ method: 'GET', url: '/v1/curriculo', headers })).statusCode).toBe(401);
    const [v] = await t.database.db.select().from(vaga).where(eq(vaga.id, vacancyId));
    expect(v.id).toBe(vacancyId);
  });
});
