import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_MSG } from '@intranet/shared/content/content.messages';
import { createTestApp, type TestApp } from '../../test/test-app';
import { arquivo, trilha, trilhaConteudo } from '../../db/schema';
import { call } from '../../test/hr-fixtures';

describe('HR contents', () => {
  let t: TestApp;
  let images: string[];
  beforeAll(async () => {
    t = await createTestApp();
    images = (
      await t.database.db.select({ id: arquivo.id }).from(arquivo).where(eq(arquivo.mime, 'image/png')).limit(3)
    ).map((r) => r.id);
  });
  afterAll(async () => t?.close());

  const body = () => ({
    titulo: 'Atendimento ao cliente',
    resumo: 'Como atendemos.',
    texto: '<p style="text-align: center">Olá</p>',
    id_imagem_capa: images[0],
    imagens: [images[1], images[2]],
    hashtags_cargo: ['atendente'],
    hashtags_departamento: ['atendimento'],
    hashtags_empresa: ['bitcom'],
  });

  it('refuses calls without a token', async () => {
    expect((await call(t, 'POST', '/v1/rh/conteudo/filtro', null, {})).status).toBe(401);
    expect((await call(t, 'POST', '/v1/rh/conteudo', null, body())).status).toBe(401);
  });

  it('refuses an employee without an HR role', async () => {
    expect((await call(t, 'POST', '/v1/rh/conteudo/filtro', 'colaborador', {})).status).toBe(403);
    expect((await call(t, 'POST', '/v1/rh/conteudo', 'colaborador', body())).status).toBe(403);
  });

  it('refuses a content without a title', async () => {
    const res = await call(t, 'POST', '/v1/rh/conteudo', 'rhGestor', { ...body(), titulo: ' ' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Campo obrigatório');
    expect(res.body.fields[0].path).toBe('titulo');
  });

  it('refuses a hashtag with a space', async () => {
    const res = await call(t, 'POST', '/v1/rh/conteudo', 'rhGestor', {
      ...body(),
      hashtags_departamento: ['com espaço'],
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('A hashtag não pode conter espaços.');
    expect(res.body.fields[0].path).toBe('hashtags_departamento.0');
  });

  it('refuses an image that was never uploaded', async () => {
    const res = await call(t, 'POST', '/v1/rh/conteudo', 'rhGestor', {
      ...body(),
      imagens: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(CONTENT_MSG.unknownImage);
  });

  it('refuses an image id that is not a uuid', async () => {
    const res = await call(t, 'POST', '/v1/rh/conteudo', 'rhGestor', { ...body(), id_imagem_capa: 'x' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Dados inválidos.');
  });

  it('creates a content with the editor formatting and nothing dangerous', async () => {
    const texto = [
      '<h2 style="text-align: right; color: red">Título</h2>',
      '<p>Texto <strong>forte</strong> <em>itálico</em> <u>sub</u> <s>riscado</s> <span style="font-size: 18px">grande</span></p>',
      '<ul><li>um</li></ul><ol><li>dois</li></ol>',
      '<p><a href="https://exemplo.com.br">link</a> <a href="javascript:alert(1)">mau</a></p>',
      `<img src="/v1/files/${images[0]}" alt="ok" />`,
      '<img src="https://rastreador.example/pixel.png" />',
      '<script>alert(1)</script><p onclick="x()">fim</p>',
    ].join('');
    const created = await call(t, 'POST', '/v1/rh/conteudo', 'rhSolicitante', { ...body(), texto });
    expect(created.status).toBe(200);
    const res = await call(t, 'GET', `/v1/rh/conteudo/${created.body.id}`, 'rhSolicitante');
    expect(res.status).toBe(200);
    const html = res.body.texto as string;
    expect(html).toContain('<h2 style="text-align:right">Título</h2>');
    expect(html).toContain('<strong>forte</strong>');
    expect(html).toContain('<span style="font-size:18px">grande</span>');
    expect(html).toContain('<a href="https://exemplo.com.br">link</a>');
    expect(html).toContain(`<img src="/v1/files/${images[0]}" alt="ok" />`);
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('rastreador');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('onclick');
    expect(res.body).toMatchObject({
      titulo: 'Atendimento ao cliente',
      id_imagem_capa: images[0],
      imagens: [images[1], images[2]],
      hashtags_cargo: ['atendente'],
    });
  });

  it('lists contents newest first, paged with a total, searching titles', async () => {
    const all = await call(t, 'POST', '/v1/rh/conteudo/filtro', 'rhGestor', { limit: 5 });
    expect(all.status).toBe(200);
    expect(all.body.total).toBeGreaterThanOrEqual(13);
    expect(all.body.dados).toHaveLength(5);
    const found = await call(t, 'POST', '/v1/rh/conteudo/filtro', 'rhGestor', { filtro: { titulo: 'PHISHING' } });
    expect(found.body.dados.map((d: { titulo: string }) => d.titulo)).toEqual(['Phishing e golpes']);
  });

  it('updates a content and answers not found for an unknown one', async () => {
    const created = await call(t, 'POST', '/v1/rh/conteudo', 'rhGestor', body());
    const res = await call(t, 'PUT', `/v1/rh/conteudo/${created.body.id}`, 'rhGestor', {
      ...body(),
      titulo: 'Novo título',
      imagens: [],
    });
    expect(res.status).toBe(200);
    const read = await call(t, 'GET', `/v1/rh/conteudo/${created.body.id}`, 'rhGestor');
    expect(read.body).toMatchObject({ titulo: 'Novo título', imagens: [] });
    expect((await call(t, 'PUT', '/v1/rh/conteudo/999999', 'rhGestor', body())).status).toBe(404);
    expect((await call(t, 'GET', '/v1/rh/conteudo/999999', 'rhGestor')).status).toBe(404);
  });

  it('refuses to delete a content linked to a trail, naming the trail', async () => {
    const [link] = await t.database.db.select().from(trilhaConteudo).where(eq(trilhaConteudo.prioridade, 2)).limit(1);
    const [trail] = await t.database.db.select().from(trilha).where(eq(trilha.id, link.id_trilha));
    const refused = await call(t, 'DELETE', `/v1/rh/conteudo/${link.id_conteudo}`, 'rhGestor');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(`O conteúdo está vinculado à trilha "${trail.nome}" e não pode ser excluído.`);
    const rest = await t.database.db
      .select()
      .from(trilhaConteudo)
      .where(eq(trilhaConteudo.id_trilha, link.id_trilha))
      .orderBy(trilhaConteudo.prioridade);
    expect(rest.map((r) => r.prioridade)).toEqual([1, 2, 3]);
  });

  it('deletes a content in no trail, for managers only', async () => {
    const created = await call(t, 'POST', '/v1/rh/conteudo', 'rhGestor', body());
    const id = created.body.id;
    expect((await call(t, 'DELETE', `/v1/rh/conteudo/${id}`, 'rhSolicitante')).status).toBe(403);
    expect((await call(t, 'DELETE', `/v1/rh/conteudo/${id}`, 'rhGestor')).status).toBe(200);
    expect((await call(t, 'DELETE', `/v1/rh/conteudo/${id}`, 'rhGestor')).status).toBe(404);
  });
});
