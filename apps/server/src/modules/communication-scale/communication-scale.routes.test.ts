import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleCan } from '@intranet/shared/access/permissions';
import { fillPath, type Endpoint } from '@intranet/shared/api/endpoint';
import { COMMUNICATION_SCALE_API as API } from '@intranet/shared/communication-scale/communication-scale.contract';
import { COMMUNICATION_SCALE_MSG as MSG } from '@intranet/shared/communication-scale/communication-scale.messages';
import { ruleProblems } from '@intranet/shared/communication-scale/communication-scale.rules';
import { CRITERIA, ENVIOS, ENVIO_BY_CRITERION, tempoMode } from '@intranet/shared/communication-scale/rule-matrix';
import { campanhaRegra, empresa, logsRh } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

type Headers = Record<string, string>;
type Call = { endpoint: Endpoint; id?: number; body?: unknown };

const KNOWN = 'Use apenas {{nome}}, {{primeiro_nome}}, {{codigo}}, {{cpf}} ou {{provedor}}.';

describe('communication campaigns and their rules', () => {
  let t: TestApp;
  let manager: Headers;
  let bitcom: number;
  let vetorial: number;
  let counter = 0;
  const tag = (base: string) => `${base} ${++counter}`;

  beforeAll(async () => {
    t = await createTestApp();
    manager = await t.headersFor('marketing', 'regua_comunicacao:gestor');
    const companies = await t.database.db.select().from(empresa);
    bitcom = companies.find((c) => c.nome === 'Bitcom')!.id;
    vetorial = companies.find((c) => c.nome === 'Vetorial')!.id;
  });
  afterAll(async () => t?.close());

  const send = ({ endpoint, id, body }: Call, headers?: Headers) =>
    t.app.inject({
      method: endpoint.method,
      url: fillPath(endpoint.path, id === undefined ? undefined : { id }),
      headers,
      payload: body as never,
    });

  const createCampaign = async (object: Record<string, unknown> = {}, headers = manager) =>
    send({ endpoint: API.create, body: { object: { nome: tag('Régua'), sistema: bitcom, ...object } } }, headers);
  const campaignId = async (object: Record<string, unknown> = {}) => {
    const res = await createCampaign(object);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().insert_campanha_comunicacao_one.id as number;
  };
  const smsRule = (campanha_id: number, extra: Record<string, unknown> = {}) => ({
    campanha_id,
    criterio: 'data_ativacao',
    envio: 'dia_seguinte',
    tempo: 7,
    turno: 'M',
    sms: true,
    mensagem_sms: 'Olá, {{primeiro_nome}}!',
    ...extra,
  });
  const createRules = (objects: unknown[], headers = manager) =>
    send({ endpoint: API.createRules, body: { objects } }, headers);
  const ruleId = async (campanha_id: number, extra: Record<string, unknown> = {}) => {
    const res = await createRules([smsRule(campanha_id, extra)]);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().insert_campanha_regras.returning[0].id as number;
  };
  const fieldsOf = (res: { json: () => { fields?: { path: string; message: string }[] } }) =>
    Object.fromEntries((res.json().fields ?? []).map((f) => [f.path, f.message]));

  /** Every call of the area on a campaign and a rule of it (the delete calls last). */
  const everyCall = (campaign: number, rule: number): Call[] => [
    { endpoint: API.list },
    { endpoint: API.get, id: campaign },
    { endpoint: API.create, body: { object: { nome: tag('Toda chamada'), sistema: bitcom } } },
    { endpoint: API.update, id: campaign, body: { object: { ativo: true } } },
    { endpoint: API.createRules, body: { objects: [smsRule(campaign)] } },
    { endpoint: API.getRule, id: rule },
    { endpoint: API.updateRule, id: rule, body: { object: { ativo: true } } },
    { endpoint: API.removeRule, id: rule },
    { endpoint: API.remove, id: campaign },
  ];

  describe('access', () => {
    it('refuses every call without a token with 401', async () => {
      const campaign = await campaignId();
      const rule = await ruleId(campaign);
      for (const call of everyCall(campaign, rule)) expect((await send(call)).statusCode, call.endpoint.path).toBe(401);
    });

    it('refuses accounts without a role of the communication area with 403, the marketing role included', async () => {
      const campaign = await campaignId();
      const rule = await ruleId(campaign);
      const outsiders = [
        await t.headersFor('colaborador'),
        await t.headersFor('candidato'),
        await t.headersFor('rhGestor'),
        await t.headersFor('marketing', 'marketing:gestor'),
      ];
      for (const headers of outsiders) {
        for (const call of everyCall(campaign, rule))
          expect(
            (await send(call, headers)).statusCode,
            `${headers['x-role']} ${call.endpoint.method} ${call.endpoint.path}`,
          ).toBe(403);
      }
    });

    it('allows each role of the area exactly the calls the permission map gives it', async () => {
      for (const role of ['regua_comunicacao:leitor', 'regua_comunicacao:solicitante', 'regua_comunicacao:gestor']) {
        const headers = await t.headersFor('admin', role);
        const campaign = await campaignId();
        const rule = await ruleId(campaign);
        for (const call of everyCall(campaign, rule)) {
          const expected = roleCan(role, call.endpoint.access) ? 200 : 403;
          expect((await send(call, headers)).statusCode, `${role} ${call.endpoint.method} ${call.endpoint.path}`).toBe(
            expected,
          );
        }
      }
    });

    it('refuses an id that is not a positive number with 400 on every call by id', async () => {
      for (const endpoint of [API.get, API.update, API.remove, API.getRule, API.updateRule, API.removeRule]) {
        const res = await t.app.inject({
          method: endpoint.method,
          url: endpoint.path.replace(':id', 'abc'),
          headers: manager,
          payload: endpoint.method === 'PUT' ? { object: { ativo: true } } : undefined,
        });
        expect(res.statusCode, endpoint.path).toBe(400);
      }
    });
  });

  describe('campaigns', () => {
    it('lists the demo campaigns, one per provider, with the provider name, newest first', async () => {
      const created = await campaignId({ sistema: vetorial });
      const res = await send({ endpoint: API.list }, manager);
      expect(res.statusCode).toBe(200);
      const rows = res.json().campanha_comunicacao as { id: number; nome: string; provedor: string; sistema: number }[];
      expect(rows[0]).toMatchObject({ id: created, provedor: 'Vetorial', sistema: vetorial, ativo: true });
      for (const provider of ['Bitcom', 'RazãoInfo', 'Vetorial']) {
        expect(rows).toContainEqual(
          expect.objectContaining({ nome: `Régua de Relacionamento ${provider}`, provedor: provider }),
        );
      }
    });

    it('reads a campaign with its name and its rules, newest first', async () => {
      const campaign = await campaignId({ nome: 'Régua com regras' });
      const first = await ruleId(campaign);
      const second = await ruleId(campaign, { turno: 'N' });
      const res = await send({ endpoint: API.get, id: campaign }, manager);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: campaign, nome: 'Régua com regras', provedor: 'Bitcom' });
      expect(res.json().campanha_regras.map((r: { id: number }) => r.id)).toEqual([second, first]);
    });

    it('creates an active campaign owned by whoever creates it, and records it in the history', async () => {
      const res = await createCampaign({ nome: 'Régua do dono', id_usuario: 999999 });
      expect(res.statusCode).toBe(200);
      const id = res.json().insert_campanha_comunicacao_one.id;
      const read = await send({ endpoint: API.get, id }, manager);
      expect(read.json()).toMatchObject({
        nome: 'Régua do dono',
        ativo: true,
        id_usuario: t.accounts.marketing.usuarioId,
      });
      const log = await t.database.db
        .select()
        .from(logsRh)
        .where(and(eq(logsRh.tabela, 'campanha_comunicacao'), eq(logsRh.id_item, String(id))));
      expect(log.map((e) => [e.operacao, e.id_usuario])).toEqual([['INSERT', t.accounts.marketing.usuarioId]]);
    });

    it('asks for the provider and the name with the required text (400)', async () => {
      const res = await send({ endpoint: API.create, body: { object: { nome: '  ' } } }, manager);
      expect(res.statusCode).toBe(400);
      expect(fieldsOf(res)).toEqual({ 'object.nome': 'Campo obrigatório', 'object.sistema': 'Campo obrigatório' });
      const long = await createCampaign({ nome: 'x'.repeat(121) });
      expect(long.statusCode).toBe(400);
      expect(long.json().message).toBe('Utilize no máximo 120 caracteres.');
    });

    it('refuses a provider that does not exist with 400 under the provider', async () => {
      for (const res of [
        await createCampaign({ sistema: 999999 }),
        await send({ endpoint: API.update, id: await campaignId(), body: { object: { sistema: 999999 } } }, manager),
      ]) {
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({
          message: MSG.providerNotFound,
          fields: [{ path: 'object.sistema', message: 'Provedor não encontrado.' }],
        });
      }
    });

    it('refuses a second campaign with the same name in another case with 409', async () => {
      await campaignId({ nome: 'Régua Única' });
      const res = await createCampaign({ nome: 'RÉGUA ÚNICA' });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('Já existe uma campanha de comunicação com este nome.');
    });

    it('toggles a campaign with { ativo } and edits it with the form, recording the acting user', async () => {
      const id = await campaignId();
      const off = await send({ endpoint: API.update, id, body: { object: { ativo: false } } }, manager);
      expect(off.statusCode).toBe(200);
      expect(off.json().update_campanha_comunicacao_by_pk).toMatchObject({ id, ativo: false, sistema: bitcom });
      const form = await send(
        {
          endpoint: API.update,
          id,
          body: { object: { id, nome: 'Régua editada', sistema: vetorial, ativo: true, id_usuario: 1 } },
        },
        manager,
      );
      expect(form.statusCode).toBe(200);
      expect(form.json().update_campanha_comunicacao_by_pk).toMatchObject({
        id,
        nome: 'Régua editada',
        sistema: vetorial,
        ativo: true,
      });
      const log = await t.database.db
        .select()
        .from(logsRh)
        .where(and(eq(logsRh.tabela, 'campanha_comunicacao'), eq(logsRh.id_item, String(id))))
        .orderBy(logsRh.id);
      expect(log.map((e) => e.operacao)).toEqual(['INSERT', 'UPDATE', 'UPDATE']);
      expect(log[2].id_usuario).toBe(t.accounts.marketing.usuarioId);
      const bad = await send({ endpoint: API.update, id, body: { object: { nome: '' } } }, manager);
      expect(bad.statusCode).toBe(400);
      expect(fieldsOf(bad)).toEqual({ 'object.nome': 'Campo obrigatório' });
    });

    it('deletes a campaign and its rules with it', async () => {
      const id = await campaignId();
      const rules = [await ruleId(id), await ruleId(id)];
      const res = await send({ endpoint: API.remove, id }, manager);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ delete_campanha_comunicacao_by_pk: { id } });
      expect(await t.database.db.select().from(campanhaRegra).where(eq(campanhaRegra.campanha_id, id))).toEqual([]);
      for (const rule of rules) expect((await send({ endpoint: API.getRule, id: rule }, manager)).statusCode).toBe(404);
      expect((await send({ endpoint: API.get, id }, manager)).statusCode).toBe(404);
    });

    it('answers 404 with the not-found text for an unknown campaign on read, edit and delete', async () => {
      for (const call of [
        { endpoint: API.get },
        { endpoint: API.update, body: { object: { ativo: false } } },
        { endpoint: API.remove },
      ]) {
        const res = await send({ ...call, id: 2_000_000_000 }, manager);
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe('Campanha de comunicação não encontrada.');
      }
    });
  });

  describe('rules', () => {
    it('creates rules of a campaign as the rule form sends them, stored normalized', async () => {
      const campaign = await campaignId();
      const res = await createRules([
        smsRule(campaign),
        {
          campanha_id: campaign,
          criterio: 'data_aniversario',
          envio: 'anual',
          turno: 'M',
          ativo: true,
          email: true,
          titulo_email: ' Feliz aniversário, {{primeiro_nome}}! ',
          mensagem_email: '<p>Olá <strong>{{nome}}</strong></p>',
          whatsapp: true,
          template_whatsapp: 'aniversario {{primeiro_nome}}',
          sms: false,
          mensagem_sms: '',
        },
      ]);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().insert_campanha_regras.affected_rows).toBe(2);
      const birthday = res.json().insert_campanha_regras.returning[1].id;
      const read = await send({ endpoint: API.getRule, id: birthday }, manager);
      expect(read.json().campanha_regras).toEqual([
        expect.objectContaining({
          id: birthday,
          campanha_id: campaign,
          criterio: 'data_aniversario',
          envio: 'anual',
          tempo: null,
          data_especifica: null,
          turno: 'M',
          ativo: true,
          titulo_email: 'Feliz aniversário, {{primeiro_nome}}!',
          mensagem_email: '<p>Olá <strong>{{nome}}</strong></p>',
          sms: false,
          mensagem_sms: null,
        }),
      ]);
    });

    it('refuses a rule of a campaign that does not exist with 404, saving none of the call', async () => {
      const campaign = await campaignId();
      const res = await createRules([smsRule(campaign), smsRule(2_000_000_000)]);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Campanha de comunicação não encontrada.');
      expect(await t.database.db.select().from(campanhaRegra).where(eq(campanhaRegra.campanha_id, campaign))).toEqual(
        [],
      );
    });

    it('refuses an empty call and a call without a campaign with 400', async () => {
      expect((await createRules([])).statusCode).toBe(400);
      const res = await createRules([{ ...smsRule(1), campanha_id: undefined }]);
      expect(res.statusCode).toBe(400);
      expect(fieldsOf(res)).toEqual({ 'objects.0.campanha_id': 'Campo obrigatório' });
    });

    it('accepts every criterion × envio pair of the matrix and refuses every other with 400 naming both', async () => {
      const campaign = await campaignId();
      const allowed = CRITERIA.flatMap((criterio) =>
        ENVIO_BY_CRITERION[criterio].map((envio) => ({ criterio, envio })),
      );
      const objects = allowed.map(({ criterio, envio }) =>
        smsRule(campaign, {
          criterio,
          envio,
          tempo: tempoMode(envio) === 'days' ? 2 : null,
          data_especifica: criterio === 'data_especifica' ? '2026-12-25' : null,
        }),
      );
      const ok = await createRules(objects);
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json().insert_campanha_regras.affected_rows).toBe(11);

      for (const criterio of CRITERIA) {
        for (const envio of ENVIOS.filter((e) => !ENVIO_BY_CRITERION[criterio].includes(e))) {
          const res = await createRules([
            smsRule(campaign, {
              criterio,
              envio,
              tempo: tempoMode(envio) === 'days' ? 2 : null,
              data_especifica: criterio === 'data_especifica' ? '2026-12-25' : null,
            }),
          ]);
          expect(res.statusCode, `${criterio} × ${envio}`).toBe(400);
          expect(fieldsOf(res), `${criterio} × ${envio}`).toEqual({
            'objects.0.envio': MSG.envioNotAllowed(criterio, envio),
          });
        }
      }
    });

    it('answers every register text of the spec under its field (400)', async () => {
      const campaign = await campaignId();
      const empty = await createRules([{ campanha_id: campaign }]);
      expect(empty.statusCode).toBe(400);
      expect(fieldsOf(empty)).toEqual({
        'objects.0.criterio': 'Campo obrigatório',
        'objects.0.envio': 'Campo obrigatório',
        'objects.0.turno': 'Campo obrigatório',
        'objects.0': 'Você precisa marcar como ativada pelo menos uma das mensagens(whatsapp, email ou sms)',
      });

      const channels = await createRules([smsRule(campaign, { whatsapp: true, email: true, mensagem_sms: ' ' })]);
      expect(fieldsOf(channels)).toEqual({
        'objects.0.template_whatsapp': 'Campo obrigatório',
        'objects.0.titulo_email': 'Campo obrigatório',
        'objects.0.mensagem_email': 'Campo obrigatório',
        'objects.0.mensagem_sms': 'Campo obrigatório',
      });

      expect(fieldsOf(await createRules([smsRule(campaign, { tempo: null })]))).toEqual({
        'objects.0.tempo': 'Campo obrigatório',
      });
      expect(fieldsOf(await createRules([smsRule(campaign, { tempo: 0 })]))).toEqual({
        'objects.0.tempo': 'O tempo deve ser de no mínimo 1 dia.',
      });
      expect(fieldsOf(await createRules([smsRule(campaign, { tempo: 400 })]))).toEqual({
        'objects.0.tempo': 'O tempo deve ser de no máximo 365 dias.',
      });
      expect(fieldsOf(await createRules([smsRule(campaign, { envio: 'no_dia', tempo: 3 })]))).toEqual({
        'objects.0.tempo': 'O envio "No dia" não usa tempo.',
      });
      expect(
        fieldsOf(await createRules([smsRule(campaign, { criterio: 'data_especifica', envio: 'no_dia', tempo: null })])),
      ).toEqual({
        'objects.0.data_especifica': 'Campo obrigatório',
      });
      expect(
        fieldsOf(
          await createRules([
            smsRule(campaign, {
              criterio: 'data_especifica',
              envio: 'no_dia',
              tempo: null,
              data_especifica: '2026-02-30',
            }),
          ]),
        ),
      ).toEqual({
        'objects.0.data_especifica': 'Data inválida no formato esperado (dd/MM/yyyy)',
      });
      expect(fieldsOf(await createRules([smsRule(campaign, { data_especifica: '2026-12-25' })]))).toEqual({
        'objects.0.data_especifica': 'A data só se aplica ao critério "Data Específica".',
      });
      expect(fieldsOf(await createRules([smsRule(campaign, { turno: 'X' })]))).toEqual({
        'objects.0.turno': 'Dados inválidos.',
      });
    });

    it('refuses an unknown placeholder in any message or the e-mail title with 400 naming it', async () => {
      const campaign = await campaignId();
      const res = await createRules([
        smsRule(campaign, {
          mensagem_sms: 'Oi {{apelido}}',
          whatsapp: true,
          template_whatsapp: '{{plano}}',
          email: true,
          titulo_email: 'Olá {{sobrenome}}',
          mensagem_email: '<p>{{idade}} {{nome}}</p>',
        }),
      ]);
      expect(res.statusCode).toBe(400);
      expect(fieldsOf(res)).toEqual({
        'objects.0.template_whatsapp': `Variável desconhecida: {{plano}}. ${KNOWN}`,
        'objects.0.titulo_email': `Variável desconhecida: {{sobrenome}}. ${KNOWN}`,
        'objects.0.mensagem_email': `Variável desconhecida: {{idade}}. ${KNOWN}`,
        'objects.0.mensagem_sms': `Variável desconhecida: {{apelido}}. ${KNOWN}`,
      });
      const rule = await ruleId(campaign);
      const edit = await send(
        { endpoint: API.updateRule, id: rule, body: { object: { ...smsRule(campaign), mensagem_sms: '{{x}}' } } },
        manager,
      );
      expect(edit.statusCode).toBe(400);
      expect(fieldsOf(edit)).toEqual({ 'object.mensagem_sms': `Variável desconhecida: {{x}}. ${KNOWN}` });
    });

    it('keeps only the formatting of the editor in the e-mail', async () => {
      const campaign = await campaignId();
      const id = await ruleId(campaign, {
        email: true,
        titulo_email: 'Oi',
        mensagem_email:
          '<p style="text-align: center">Oi<script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:x">link</a></p>',
      });
      const read = await send({ endpoint: API.getRule, id }, manager);
      expect(read.json().campanha_regras[0].mensagem_email).toBe('<p style="text-align:center">Oilink</p>');
    });

    it('toggles a rule with { ativo } alone, leaving the rest as it was', async () => {
      const campaign = await campaignId();
      const id = await ruleId(campaign);
      const res = await send({ endpoint: API.updateRule, id, body: { object: { ativo: false } } }, manager);
      expect(res.statusCode).toBe(200);
      expect(res.json().update_campanha_regras_by_pk).toMatchObject({
        id,
        ativo: false,
        criterio: 'data_ativacao',
        envio: 'dia_seguinte',
        tempo: 7,
        sms: true,
      });
      const log = await t.database.db
        .select()
        .from(logsRh)
        .where(and(eq(logsRh.tabela, 'campanha_regras'), eq(logsRh.id_item, String(id))))
        .orderBy(logsRh.id);
      expect(log.map((e) => [e.operacao, e.id_usuario])).toEqual([
        ['INSERT', t.accounts.marketing.usuarioId],
        ['UPDATE', t.accounts.marketing.usuarioId],
      ]);
    });

    it('replaces a whole rule on edit, keeping its campaign', async () => {
      const campaign = await campaignId();
      const other = await campaignId();
      const id = await ruleId(campaign);
      const res = await send(
        {
          endpoint: API.updateRule,
          id,
          body: {
            object: {
              campanha_id: other,
              criterio: 'data_especifica',
              envio: 'anual',
              data_especifica: '2026-12-25',
              turno: 'N',
              ativo: true,
              whatsapp: true,
              template_whatsapp: 'natal',
              sms: false,
            },
          },
        },
        manager,
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().update_campanha_regras_by_pk).toMatchObject({
        id,
        campanha_id: campaign,
        criterio: 'data_especifica',
        envio: 'anual',
        tempo: null,
        data_especifica: '2026-12-25',
        turno: 'N',
        whatsapp: true,
        sms: false,
        mensagem_sms: null,
      });
      const bad = await send(
        { endpoint: API.updateRule, id, body: { object: { ativo: false, envio: 'anual' } } },
        manager,
      );
      expect(bad.statusCode).toBe(400);
      expect(fieldsOf(bad)).toMatchObject({ 'object.criterio': 'Campo obrigatório' });
    });

    it('deletes a rule, and answers 404 with the rule text for an unknown rule', async () => {
      const id = await ruleId(await campaignId());
      const res = await send({ endpoint: API.removeRule, id }, manager);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ delete_campanha_regras_by_pk: { id } });
      for (const call of [
        { endpoint: API.getRule },
        { endpoint: API.updateRule, body: { object: { ativo: true } } },
        { endpoint: API.removeRule },
      ]) {
        const missing = await send({ ...call, id }, manager);
        expect(missing.statusCode).toBe(404);
        expect(missing.json().message).toBe('Regra não encontrada.');
      }
    });

    it('seeds only rules the checks accept: a birthday rule of Bitcom on e-mail and WhatsApp, an activation rule 7 days later by SMS', async () => {
      const rules = await t.database.db.select().from(campanhaRegra);
      expect(rules.length).toBeGreaterThanOrEqual(7);
      for (const rule of rules) expect(ruleProblems(rule), `rule ${rule.id}`).toEqual([]);
      const list = (await send({ endpoint: API.list }, manager)).json().campanha_comunicacao as {
        id: number;
        provedor: string;
        nome: string;
      }[];
      const seeded = list.find((c) => c.nome === 'Régua de Relacionamento Bitcom')!;
      const detail = (await send({ endpoint: API.get, id: seeded.id }, manager)).json();
      expect(detail.campanha_regras).toContainEqual(
        expect.objectContaining({
          criterio: 'data_aniversario',
          envio: 'anual',
          turno: 'M',
          email: true,
          whatsapp: true,
        }),
      );
      expect(detail.campanha_regras).toContainEqual(
        expect.objectContaining({ criterio: 'data_ativacao', envio: 'dia_seguinte', tempo: 7, sms: true }),
      );
    });
  });
});
