import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_SIGNATURES_API as API } from '@intranet/shared/email-signatures/email-signatures.contract';
import { EMAIL_SIGNATURES_MSG as TEXT } from '@intranet/shared/email-signatures/email-signatures.messages';
import { renderSignatureHtml } from '@intranet/shared/email-signatures/email-signatures.render';
import type {
  SignaturePerson,
  SignatureTemplate,
  SignatureTemplateBody,
} from '@intranet/shared/email-signatures/email-signatures.schemas';
import { fillPath } from '@intranet/shared/api/endpoint';
import { HISTORY_API } from '@intranet/shared/history/history.contract';
import { empresa, logsRh, usuario } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { imageSize } from './email-signatures.logo';

type Account = Parameters<TestApp['headersFor']>[0];

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG header of the given size, followed by `extra` bytes of image data. */
function png(width: number, height: number, extra = 64): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', randomBytes(extra)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A JPEG whose first frame header says `width` × `height`, after an APP0 segment. */
function jpeg(width: number, height: number): Buffer {
  const app0 = Buffer.concat([Buffer.from([0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0'), Buffer.alloc(9, 1)]);
  const sof = Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 255, width >> 8, width & 255, 3]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof, Buffer.alloc(9, 1), Buffer.from([0xff, 0xd9])]);
}

function multipart(filename: string, content: Buffer) {
  const boundary = '----signature-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('e-mail signatures', () => {
  let t: TestApp;
  let companies: { id: number; nome: string }[];
  const companyId = (nome: string) => companies.find((c) => c.nome === nome)!.id;

  beforeAll(async () => {
    t = await createTestApp();
    companies = await t.database.db.select({ id: empresa.id, nome: empresa.nome }).from(empresa);
  });
  afterAll(async () => t?.close());

  const get = async (url: string, as?: Account) =>
    t.app.inject({ method: 'GET', url, headers: as ? await t.headersFor(as) : {} });
  const save = async (idEmpresa: number, body: unknown, as: Account | null = 'rhGestor') =>
    t.app.inject({
      method: 'PUT',
      url: fillPath(API.saveTemplate.path, { id_empresa: idEmpresa }),
      payload: body as object,
      headers: as ? await t.headersFor(as) : {},
    });
  const upload = async (filename: string, content: Buffer) => {
    const body = multipart(filename, content);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/files/imagens',
      payload: body.payload,
      headers: { ...body.headers, ...(await t.headersFor('rhGestor')) },
    });
    expect(res.statusCode).toBe(200);
    return res.json().id as string;
  };
  const templates = async () => (await get(API.templates.path, 'rhSolicitante')).json().modelos as SignatureTemplate[];
  const bodyOf = (m: SignatureTemplate): SignatureTemplateBody => ({
    id_logo: m.logo?.id ?? null,
    cor_primaria: m.cor_primaria,
    cor_secundaria: m.cor_secundaria,
    linha_legal: m.linha_legal,
    site: m.site,
    telefone_central: m.telefone_central,
    ativo: m.ativo,
  });

  describe('GET /v1/email-signatures/mine', () => {
    it('refuses a call without a token with 401 and a candidate with 403', async () => {
      expect((await get(API.own.path)).statusCode).toBe(401);
      expect((await get(API.own.path, 'candidato')).statusCode).toBe(403);
    });

    it("answers the employee's own data and their company's template, with the logo at the public address", async () => {
      const [record] = await t.database.db
        .select({
          email_corp: usuario.email_corp,
          telefone_comercial: usuario.telefone_comercial,
          ramal: usuario.ramal,
        })
        .from(usuario)
        .where(eq(usuario.id, t.accounts.colaborador.usuarioId));
      expect(record.email_corp && record.telefone_comercial && record.ramal).toBeTruthy();
      const res = await get(API.own.path, 'colaborador');
      expect(res.statusCode).toBe(200);
      const { pessoa, modelo } = res.json() as { pessoa: SignaturePerson; modelo: SignatureTemplate };
      expect(pessoa).toEqual({
        id: t.accounts.colaborador.usuarioId,
        nome: 'Carlos Colaborador',
        cargo: 'Analista de DP',
        departamento: 'Recursos Humanos',
        empresa: 'Bitcom',
        id_empresa: companyId('Bitcom'),
        email: record.email_corp,
        telefone: record.telefone_comercial,
        ramal: record.ramal,
      });
      expect(modelo).toMatchObject({ empresa: 'Bitcom', ativo: true, cor_primaria: '#0B4F9C' });
      expect(modelo.logo!.url).toMatch(
        new RegExp(`^http://intranet\\.test/v1/email-signatures/logo/${companyId('Bitcom')}\\?v=[0-9a-f]{8}$`),
      );
      expect(modelo.logo).toMatchObject({ largura: 170, altura: 48 });

      const html = renderSignatureHtml(pessoa, modelo);
      expect(html).toContain('>Carlos Colaborador</td>');
      expect(html).toContain(`href="mailto:${record.email_corp}"`);
      expect(html).toContain(`href="tel:+55${record.telefone_comercial}"`);
      expect(html).toContain(`&middot; Ramal ${record.ramal}</td>`);
      expect(html).toContain(`<img src="${modelo.logo!.url}" width="160" height="45" alt="Bitcom"`);
    });

    it("falls back to the account's e-mail and never shows the personal phone", async () => {
      await t.database.db
        .update(usuario)
        .set({ email_corp: null, telefone_comercial: null, ramal: null, telefone: '31988887777' })
        .where(eq(usuario.id, t.accounts.rhSolicitante.usuarioId));
      const { pessoa, modelo } = (await get(API.own.path, 'rhSolicitante')).json() as {
        pessoa: SignaturePerson;
        modelo: SignatureTemplate;
      };
      expect(pessoa).toMatchObject({ email: 'rh.solicitante@demo.intranet', telefone: null, ramal: null });
      const html = renderSignatureHtml(pessoa, modelo);
      expect(html).not.toContain('98888-7777');
      expect(html).not.toContain('Telefone');
      expect(html).not.toMatch(/undefined|null/);
    });
  });

  describe('GET /v1/email-signatures/people', () => {
    it('refuses a call without a token with 401 and a plain employee with 403', async () => {
      expect((await get(API.people.path)).statusCode).toBe(401);
      expect((await get(API.people.path, 'colaborador')).statusCode).toBe(403);
    });

    it('searches active employees by name, position or department, paged in the database', async () => {
      const found = (await get(`${API.people.path}?busca=colaborador`, 'rhSolicitante')).json();
      expect(found.pessoas.map((p: SignaturePerson) => p.nome)).toEqual(['Carlos Colaborador']);
      expect(found.total).toBe(1);

      const byPosition = (await get(`${API.people.path}?busca=analista%20de%20dp&limit=100`, 'rhGestor')).json();
      expect(byPosition.pessoas.map((p: SignaturePerson) => p.nome)).toContain('Carlos Colaborador');
      expect(byPosition.pessoas.every((p: SignaturePerson) => p.cargo === 'Analista de DP')).toBe(true);
      const byDepartment = (await get(`${API.people.path}?busca=tecnologia&limit=100`, 'rhGestor')).json();
      expect(byDepartment.total).toBeGreaterThan(2);
      expect(byDepartment.pessoas.every((p: SignaturePerson) => p.departamento === 'Tecnologia')).toBe(true);

      const vetorial = companyId('Vetorial');
      const all = (await get(`${API.people.path}?id_empresa=${vetorial}&limit=100`, 'rhGestor')).json();
      expect(all.total).toBeGreaterThan(3);
      expect(all.pessoas.every((p: SignaturePerson) => p.empresa === 'Vetorial')).toBe(true);
      const page = (await get(`${API.people.path}?id_empresa=${vetorial}&limit=2&offset=2`, 'rhGestor')).json();
      expect(page.total).toBe(all.total);
      expect(page.pessoas).toEqual(all.pessoas.slice(2, 4));
    });

    it('leaves out people who are not active employees and takes % literally', async () => {
      const candidates = (await get(`${API.people.path}?busca=Candidata`, 'rhGestor')).json();
      expect(candidates).toEqual({ total: 0, pessoas: [] });
      expect((await get(`${API.people.path}?busca=%25`, 'rhGestor')).json().total).toBe(0);
    });

    it('refuses a search that is too long with 400', async () => {
      const res = await get(`${API.people.path}?busca=${'a'.repeat(101)}`, 'rhGestor');
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('Utilize no máximo 100 caracteres.');
    });
  });

  describe('templates', () => {
    it('refuse listing without a token (401) or without an HR role (403)', async () => {
      expect((await get(API.templates.path)).statusCode).toBe(401);
      expect((await get(API.templates.path, 'colaborador')).statusCode).toBe(403);
    });

    it('list one template per company for HR readers', async () => {
      const list = await templates();
      expect(list.map((m) => m.empresa)).toEqual(['Bitcom', 'RazãoInfo', 'Vetorial']);
      expect(list.every((m) => m.ativo && m.logo !== null && m.linha_legal.includes('LGPD'))).toBe(true);
    });

    it('refuse a save without a token (401), by an HR requester (403) and for a company that does not exist (404)', async () => {
      const [bitcom] = await templates();
      expect((await save(bitcom.id_empresa, bodyOf(bitcom), null)).statusCode).toBe(401);
      expect((await save(bitcom.id_empresa, bodyOf(bitcom), 'rhSolicitante')).statusCode).toBe(403);
      expect((await save(bitcom.id_empresa, bodyOf(bitcom), 'colaborador')).statusCode).toBe(403);
      const missing = await save(99999, bodyOf(bitcom));
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(TEXT.companyNotFound);
    });

    it('refuse a colour that is not #RRGGBB, a site without http(s) and a bad phone, each under its field', async () => {
      const [bitcom] = await templates();
      const res = await save(bitcom.id_empresa, {
        ...bodyOf(bitcom),
        cor_primaria: 'azul',
        cor_secundaria: '#12345',
        site: 'bitcom.com.br',
        telefone_central: '12',
      });
      expect(res.statusCode).toBe(400);
      const fields = Object.fromEntries(
        res.json().fields.map((f: { path: string; message: string }) => [f.path, f.message]),
      );
      expect(fields).toEqual({
        cor_primaria: TEXT.colour,
        cor_secundaria: TEXT.colour,
        site: TEXT.site,
        telefone_central: TEXT.phone,
      });
    });

    it('save a template with a new logo, read its size, audit the change and serve the logo publicly', async () => {
      const [, razao] = await templates();
      const logo = await upload('logo.jpg', jpeg(400, 100));
      const res = await save(razao.id_empresa, {
        ...bodyOf(razao),
        id_logo: logo,
        cor_primaria: '#00a86b',
        linha_legal: '  Informação confidencial & protegida pela LGPD.  ',
        telefone_central: '0800 600 1234',
      });
      expect(res.statusCode).toBe(200);
      const saved = res.json().modelo as SignatureTemplate;
      expect(saved).toMatchObject({
        id: razao.id,
        cor_primaria: '#00A86B',
        linha_legal: 'Informação confidencial & protegida pela LGPD.',
        telefone_central: '0800 600 1234',
        logo: { id: logo, largura: 400, altura: 100, url: expect.stringContaining(`?v=${logo.slice(0, 8)}`) },
      });
      expect((await templates())[1]).toEqual(saved);

      const [entry] = await t.database.db
        .select()
        .from(logsRh)
        .where(and(eq(logsRh.tabela, 'rh_modelo_assinatura'), eq(logsRh.id_item, String(razao.id))))
        .orderBy(desc(logsRh.id))
        .limit(1);
      expect(entry).toMatchObject({ operacao: 'UPDATE', id_usuario: t.accounts.rhGestor.usuarioId });
      expect(entry.old_data).toMatchObject({ cor_primaria: '#00843D' });
      expect(entry.new_data).toMatchObject({ cor_primaria: '#00A86B', id_logo: logo });

      const image = await t.app.inject({ method: 'GET', url: new URL(saved.logo!.url).pathname });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/jpeg');
      expect(image.headers['cache-control']).toBe('public, max-age=86400');
      expect(imageSize(image.rawPayload)).toEqual({ width: 400, height: 100 });

      // The edit history shows the change to HR readers, with whoever made it, and to no one else.
      const history = async (as: Account) =>
        t.app.inject({
          method: 'POST',
          url: HISTORY_API.list.path,
          payload: { tabelas: 'rh_modelo_assinatura', id_item: razao.id },
          headers: await t.headersFor(as),
        });
      const shown = await history('rhSolicitante');
      expect(shown.statusCode).toBe(200);
      expect(shown.json().rh_logs_rh[0]).toMatchObject({ operacao: 'UPDATE', usuario: { nome: 'Renata' } });
      expect((await history('colaborador')).statusCode).toBe(403);

      // Saving again with the same logo keeps its size without reading it.
      const again = await save(razao.id_empresa, { ...bodyOf(saved), site: 'https://razaoinfo.com.br/contato' });
      expect(again.json().modelo).toMatchObject({
        logo: { largura: 400, altura: 100 },
        site: 'https://razaoinfo.com.br/contato',
      });
    });

    it('refuse a logo that is too heavy, of an unfit size, not an image or not stored', async () => {
      const [bitcom] = await templates();
      const cases: [string, string][] = [
        [await upload('pesado.png', png(400, 100, 210 * 1024)), TEXT.logoTooLarge],
        [await upload('largo.png', png(2000, 100)), TEXT.logoDimensions],
        [await upload('fino.png', png(300, 8)), TEXT.logoDimensions],
        ['0b7f3a52-1c2d-4e5f-8a9b-0c1d2e3f4a5b', TEXT.logoNotFound],
      ];
      for (const [id, message] of cases) {
        const res = await save(bitcom.id_empresa, { ...bodyOf(bitcom), id_logo: id });
        expect(res.statusCode, message).toBe(400);
        expect(res.json()).toMatchObject({ message, fields: [{ path: 'id_logo', message }] });
      }
      const bad = await save(bitcom.id_empresa, { ...bodyOf(bitcom), id_logo: 'logo.png' });
      expect(bad.statusCode).toBe(400);
      expect((await templates())[0]).toEqual(bitcom);
    });

    it('make the first template of a company that had none, under the acting user', async () => {
      const [company] = await t.database.db.insert(empresa).values({ nome: 'Conecta Norte' }).returning();
      const before = (await templates()).find((m) => m.id_empresa === company.id)!;
      expect(before).toMatchObject({ id: null, ativo: false, logo: null, cor_primaria: '#1F2937' });
      const res = await save(company.id, {
        ...bodyOf(before),
        cor_primaria: '#112233',
        cor_secundaria: '#445566',
        ativo: true,
      });
      expect(res.statusCode).toBe(200);
      const made = res.json().modelo as SignatureTemplate;
      expect(made).toMatchObject({ id: expect.any(Number), empresa: 'Conecta Norte', ativo: true, logo: null });
      const [entry] = await t.database.db
        .select()
        .from(logsRh)
        .where(and(eq(logsRh.tabela, 'rh_modelo_assinatura'), eq(logsRh.id_item, String(made.id))));
      expect(entry).toMatchObject({ operacao: 'INSERT', id_usuario: t.accounts.rhGestor.usuarioId });
      expect((await get(fillPath(API.logo.path, { id_empresa: company.id }))).statusCode).toBe(404);
    });
  });
});
