import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { RESUME_API } from '@intranet/shared/resume/resume.contract';
import { RESUME_MSG } from '@intranet/shared/resume/resume.messages';
import { curriculoCertificado, curriculoExperiencia, curriculoFormacao, usuario } from '../../db/schema';
import { describeOwnedRecords } from '../../platform/crud/owned-records.test-kit';
import { call } from '../../test/hr-fixtures';
import { pdfText } from '../../test/pdf-text';
import { createTestApp, type TestApp } from '../../test/test-app';

const education = {
  situacao: 'EM_ANDAMENTO',
  descricao: 'Técnico em Redes',
  ie: 'SENAI',
  data_inicio: '2024-02-02',
  data_fim: null,
};
const experience = {
  empresa: 'Provedor Beta',
  emprego_atual: false,
  funcao: 'Técnico de Campo',
  cidade: 'Contagem',
  estado: 'MG',
  descricao: 'Instalações FTTH',
  data_inicio: '2022-05-02',
  data_fim: '2023-01-02',
};
const certificate = { organizacao: 'Furukawa', descricao: 'FTTH', data_emissao: '2024-01-02', data_validade: null };

describe('résumé', () => {
  let t: TestApp;
  let otherId: number;
  beforeAll(async () => {
    t = await createTestApp();
    const [joana] = await t.database.db
      .select({ id: usuario.id })
      .from(usuario)
      .where(eq(usuario.email, 'joana.ribeiro@exemplo.com.br'));
    otherId = joana.id;
  });
  afterAll(async () => t?.close());

  it('refuses every call without a token with 401', async () => {
    for (const [method, url] of [
      ['GET', '/v1/curriculo'],
      ['PUT', '/v1/curriculo/dados'],
      ['POST', '/v1/curriculo/formacao'],
      ['PUT', '/v1/curriculo/formacao/1'],
      ['DELETE', '/v1/curriculo/formacao/1'],
      ['POST', '/v1/curriculo/experiencia'],
      ['POST', '/v1/curriculo/certificado'],
      ['GET', '/v1/rh/curriculo/1'],
      ['GET', '/v1/rh/curriculo/1/pdf'],
    ] as const) {
      expect((await call(t, method, url, null, {})).status, `${method} ${url}`).toBe(401);
    }
  });

  it("refuses reading a résumé by id to a role without résumé reading (403), whoever's it is, the caller's own included", async () => {
    const mine = await call(t, 'GET', '/v1/curriculo', 'candidato');
    expect(mine.status).toBe(200);
    expect(mine.body.dados.nome).toBe('Cândida Candidata');
    expect(mine.body.formacao.length).toBeGreaterThan(0);
    expect((await call(t, 'GET', `/v1/rh/curriculo/${otherId}`, 'candidato')).status).toBe(403);
    expect((await call(t, 'GET', `/v1/rh/curriculo/${otherId}/pdf`, 'candidato')).status).toBe(403);
    expect((await call(t, 'GET', `/v1/rh/curriculo/${otherId}`, 'colaborador')).status).toBe(403);
    expect((await call(t, 'GET', `/v1/rh/curriculo/${t.accounts.candidato.usuarioId}`, 'candidato')).status).toBe(403);
  });

  describeOwnedRecords(() => t, {
    name: 'résumé entry',
    owner: { account: 'candidato' },
    other: { account: 'colaborador' },
    notFound: RESUME_MSG.notFound,
    async create(app) {
      const headers = await app.headersFor('candidato');
      const post = async (url: string, payload: object) => {
        const res = await app.app.inject({ method: 'POST', url, headers, payload });
        expect(res.statusCode, res.body).toBe(200);
        return res.json().id as number;
      };
      return {
        formacao: await post(RESUME_API.createEducation.path, education),
        experiencia: await post(RESUME_API.createExperience.path, experience),
        certificado: await post(RESUME_API.createCertificate.path, certificate),
      };
    },
    writes: (ids) => [
      { endpoint: RESUME_API.updateEducation, params: { id: ids.formacao }, body: { ...education, ie: 'Outra' } },
      { endpoint: RESUME_API.removeEducation, params: { id: ids.formacao } },
      {
        endpoint: RESUME_API.updateExperience,
        params: { id: ids.experiencia },
        body: { ...experience, empresa: 'Outra' },
      },
      { endpoint: RESUME_API.removeExperience, params: { id: ids.experiencia } },
      {
        endpoint: RESUME_API.updateCertificate,
        params: { id: ids.certificado },
        body: { ...certificate, organizacao: 'Outra' },
      },
      { endpoint: RESUME_API.removeCertificate, params: { id: ids.certificado } },
    ],
    async stored(app, ids) {
      const db = app.database.db;
      return {
        formacao: await db.select().from(curriculoFormacao).where(eq(curriculoFormacao.id, ids.formacao)),
        experiencia: await db.select().from(curriculoExperiencia).where(eq(curriculoExperiencia.id, ids.experiencia)),
        certificado: await db.select().from(curriculoCertificado).where(eq(curriculoCertificado.id, ids.certificado)),
      };
    },
    lists: (ids) =>
      (['formacao', 'experiencia', 'certificado'] as const).map((kind) => ({
        call: { endpoint: RESUME_API.mine },
        ids: (answer: unknown) => (answer as Record<typeof kind, { id: number }[]>)[kind].map((e) => e.id),
        id: ids[kind],
      })),
  });

  it('refuses an education that starts after it ends with the spec message', async () => {
    const res = await call(t, 'POST', '/v1/curriculo/formacao', 'candidato', {
      ...education,
      data_inicio: '2024-03-02',
      data_fim: '2023-03-02',
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toContainEqual({ path: 'data_fim', message: RESUME_MSG.educationDates });
  });

  it('refuses an experience that starts after it ends with the spec message', async () => {
    const res = await call(t, 'POST', '/v1/curriculo/experiencia', 'candidato', {
      ...experience,
      data_inicio: '2024-03-02',
      data_fim: '2023-03-02',
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toContainEqual({ path: 'data_fim', message: RESUME_MSG.experienceDates });
  });

  it('refuses a certificate that expires before it is issued', async () => {
    const res = await call(t, 'POST', '/v1/curriculo/certificado', 'candidato', {
      ...certificate,
      data_validade: '2023-01-02',
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toContainEqual({ path: 'data_validade', message: RESUME_MSG.certificateDates });
  });

  it('refuses a situacao outside CONCLUIDO, EM_ANDAMENTO, INCOMPLETO, a finished course without its end, a current job with an end and a past job without one', async () => {
    expect(
      (await call(t, 'POST', '/v1/curriculo/formacao', 'candidato', { ...education, situacao: 'FORMADO' })).status,
    ).toBe(400);
    const finished = await call(t, 'POST', '/v1/curriculo/formacao', 'candidato', {
      ...education,
      situacao: 'CONCLUIDO',
      data_fim: null,
    });
    expect(finished.body.fields).toContainEqual({ path: 'data_fim', message: RESUME_MSG.educationEndRequired });
    const current = await call(t, 'POST', '/v1/curriculo/experiencia', 'candidato', {
      ...experience,
      emprego_atual: true,
    });
    expect(current.body.fields).toContainEqual({ path: 'data_fim', message: RESUME_MSG.currentJobEnd });
    const past = await call(t, 'POST', '/v1/curriculo/experiencia', 'candidato', { ...experience, data_fim: null });
    expect(past.body.fields).toContainEqual({ path: 'data_fim', message: RESUME_MSG.endRequired });
    expect(
      (await call(t, 'POST', '/v1/curriculo/certificado', 'candidato', { ...certificate, data_emissao: '02/01/2024' }))
        .status,
    ).toBe(400);
    expect((await call(t, 'PUT', '/v1/curriculo/dados', 'candidato', { nome: '' })).status).toBe(400);
    expect((await call(t, 'PUT', '/v1/curriculo/formacao/abc', 'candidato', education)).status).toBe(400);
  });

  it('keeps day 2 of a month and 2 January of a year as they are sent, and an end on the start day', async () => {
    const created = await call(t, 'POST', '/v1/curriculo/certificado', 'candidato', {
      ...certificate,
      data_emissao: '2025-01-02',
      data_validade: '2025-01-02',
    });
    expect(created.status).toBe(200);
    const mine = await call(t, 'GET', '/v1/curriculo', 'candidato');
    expect(mine.body.certificado.find((c: { id: number }) => c.id === created.body.id)).toMatchObject({
      data_emissao: '2025-01-02',
      data_validade: '2025-01-02',
    });
  });

  it('writes, edits and deletes entries of the signed-in person and their personal data', async () => {
    const ed = await call(t, 'POST', '/v1/curriculo/formacao', 'candidato', education);
    expect(ed.status).toBe(200);
    expect(
      (
        await call(t, 'PUT', `/v1/curriculo/formacao/${ed.body.id}`, 'candidato', {
          ...education,
          situacao: 'CONCLUIDO',
          data_fim: '2025-12-02',
        })
      ).status,
    ).toBe(200);
    const ex = await call(t, 'POST', '/v1/curriculo/experiencia', 'candidato', experience);
    expect(ex.status).toBe(200);
    expect((await call(t, 'DELETE', `/v1/curriculo/experiencia/${ex.body.id}`, 'candidato')).status).toBe(200);
    const saved = await call(t, 'PUT', '/v1/curriculo/dados', 'candidato', {
      nome: 'Cândida Candidata',
      telefone: '(31) 98888-7777',
      cidade: 'Betim',
      estado: 'MG',
      viagem: true,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.dados).toMatchObject({ cidade: 'Betim', viagem: true });
    expect(saved.body.formacao.find((e: { id: number }) => e.id === ed.body.id)).toMatchObject({
      situacao: 'CONCLUIDO',
      data_fim: '2025-12-02',
    });
  });

  it('gives recruiters a candidate résumé and its PDF', async () => {
    const res = await call(t, 'GET', `/v1/rh/curriculo/${t.accounts.candidato.usuarioId}`, 'rhGestor');
    expect(res.status).toBe(200);
    expect(res.body.dados.nome).toBe('Cândida Candidata');
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/v1/rh/curriculo/${t.accounts.candidato.usuarioId}/pdf`,
      headers: await t.headersFor('rhSolicitante'),
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Cândida Candidata'.normalize('NFC'));
    expect(text).toContain('Disponível para viagens');
    expect(text).toContain('Formação');
    expect((await call(t, 'GET', '/v1/rh/curriculo/999999', 'rhGestor')).status).toBe(404);
  });
});
