import { describe, expect, it } from 'vitest';
import { COMMUNICATION_SCALE_MSG as MSG } from './communication-scale.messages';
import { formatDate } from '../format/dates';
import { type RuleDraft, isIsoDay, isoDayOf, normalizeRule, ruleProblems } from './communication-scale.rules';
import { ruleUpdate, rulesCreateBody } from './communication-scale.schemas';
import { CRITERIA, ENVIOS, ENVIO_BY_CRITERION, tempoMode } from './rule-matrix';

/** A valid rule for any allowed pair: the tempo and the date its envio and criterion ask for. */
function ruleFor(criterio: (typeof CRITERIA)[number], envio: (typeof ENVIOS)[number]): RuleDraft {
  return {
    criterio,
    envio,
    tempo: tempoMode(envio) === 'days' ? 3 : null,
    data_especifica: criterio === 'data_especifica' ? '2026-12-25' : null,
    turno: 'M',
    sms: true,
    mensagem_sms: 'Olá, {{primeiro_nome}}!',
  };
}

const fieldsOf = (rule: RuleDraft) => Object.fromEntries(ruleProblems(rule).map((p) => [p.field ?? '*', p.message]));

describe('the criterion × envio matrix', () => {
  it('accepts exactly the envio options of the spec table for each criterion', () => {
    expect(ENVIO_BY_CRITERION).toEqual({
      data_especifica: ['no_dia', 'dia_anterior', 'anual'],
      data_ativacao: ['no_dia', 'dia_seguinte'],
      data_contratacao: ['no_dia', 'dia_seguinte', 'anual'],
      data_aniversario: ['no_dia', 'dia_anterior', 'anual'],
    });
    for (const criterio of CRITERIA) {
      for (const envio of ENVIOS) {
        const problems = fieldsOf(ruleFor(criterio, envio));
        if (ENVIO_BY_CRITERION[criterio].includes(envio)) expect(problems, `${criterio} × ${envio}`).toEqual({});
        else expect(problems, `${criterio} × ${envio}`).toEqual({ envio: MSG.envioNotAllowed(criterio, envio) });
      }
    }
  });

  it('names the refused pair with the labels people read', () => {
    expect(MSG.envioNotAllowed('data_ativacao', 'anual')).toBe(
      'O envio "Anual" não se aplica ao critério "Data da Ativação".',
    );
  });

  it('takes no tempo on the day (0 allowed, stored null) and none on a yearly rule', () => {
    expect(fieldsOf({ ...ruleFor('data_ativacao', 'no_dia'), tempo: 0 })).toEqual({});
    expect(normalizeRule({ ...ruleFor('data_ativacao', 'no_dia'), tempo: 0 }).tempo).toBeNull();
    expect(fieldsOf({ ...ruleFor('data_ativacao', 'no_dia'), tempo: 2 })).toEqual({
      tempo: 'O envio "No dia" não usa tempo.',
    });
    expect(fieldsOf({ ...ruleFor('data_aniversario', 'anual'), tempo: 0 })).toEqual({
      tempo: 'O envio "Anual" não usa tempo.',
    });
  });

  it('requires a whole number of days from 1 to 365 for the day(s) before or after', () => {
    const rule = ruleFor('data_ativacao', 'dia_seguinte');
    expect(fieldsOf({ ...rule, tempo: null })).toEqual({ tempo: 'Campo obrigatório' });
    expect(fieldsOf({ ...rule, tempo: 0 })).toEqual({ tempo: 'O tempo deve ser de no mínimo 1 dia.' });
    expect(fieldsOf({ ...rule, tempo: 366 })).toEqual({ tempo: 'O tempo deve ser de no máximo 365 dias.' });
    expect(fieldsOf({ ...rule, tempo: 1.5 })).toEqual({ tempo: 'Informe o tempo em dias inteiros.' });
    expect(fieldsOf({ ...rule, tempo: 365 })).toEqual({});
  });

  it('requires the date on a specific date only, as a day of the calendar', () => {
    expect(fieldsOf({ ...ruleFor('data_especifica', 'no_dia'), data_especifica: null })).toEqual({
      data_especifica: 'Campo obrigatório',
    });
    expect(fieldsOf({ ...ruleFor('data_especifica', 'no_dia'), data_especifica: '2026-02-30' })).toEqual({
      data_especifica: MSG.invalidDate,
    });
    expect(fieldsOf({ ...ruleFor('data_especifica', 'no_dia'), data_especifica: '31/12/2026' })).toEqual({
      data_especifica: 'Data inválida no formato esperado (dd/MM/yyyy)',
    });
    expect(fieldsOf({ ...ruleFor('data_ativacao', 'no_dia'), data_especifica: '2026-12-25' })).toEqual({
      data_especifica: 'A data só se aplica ao critério "Data Específica".',
    });
  });
});

describe('the rule register texts (spec §5)', () => {
  it('asks for criterion, envio and shift with the required text, and for one active message', () => {
    expect(fieldsOf({})).toEqual({
      criterio: 'Campo obrigatório',
      envio: 'Campo obrigatório',
      turno: 'Campo obrigatório',
      '*': 'Você precisa marcar como ativada pelo menos uma das mensagens(whatsapp, email ou sms)',
    });
  });

  it('asks every active channel for its message or template', () => {
    const rule = {
      ...ruleFor('data_aniversario', 'anual'),
      whatsapp: true,
      email: true,
      sms: true,
      mensagem_sms: '  ',
    };
    expect(fieldsOf(rule)).toEqual({
      template_whatsapp: 'Campo obrigatório',
      titulo_email: 'Campo obrigatório',
      mensagem_email: 'Campo obrigatório',
      mensagem_sms: 'Campo obrigatório',
    });
    expect(
      fieldsOf({
        ...rule,
        template_whatsapp: 'aniversario_v1',
        titulo_email: 'Parabéns',
        mensagem_email: '<p> &nbsp;</p>',
        mensagem_sms: 'Oi',
      }),
    ).toEqual({
      mensagem_email: 'Campo obrigatório',
    });
  });

  it('keeps each text within its length', () => {
    expect(fieldsOf({ ...ruleFor('data_ativacao', 'no_dia'), mensagem_sms: 'x'.repeat(161) })).toEqual({
      mensagem_sms: 'Utilize no máximo 160 caracteres.',
    });
    expect(fieldsOf({ ...ruleFor('data_ativacao', 'no_dia'), titulo_email: 'x'.repeat(151) })).toEqual({
      titulo_email: 'Utilize no máximo 150 caracteres.',
    });
  });
});

describe('placeholders in the messages', () => {
  it('refuses an unknown placeholder in any message and in the e-mail title, naming it', () => {
    const rule: RuleDraft = {
      ...ruleFor('data_ativacao', 'no_dia'),
      whatsapp: true,
      template_whatsapp: 'Oi {{apelido}}',
      email: true,
      titulo_email: 'Olá {{ sobrenome }}',
      mensagem_email: '<p>{{nome}} {{idade}} {{plano}}</p>',
      mensagem_sms: 'Código {{codigo}} {{senha}}',
    };
    const known = 'Use apenas {{nome}}, {{primeiro_nome}}, {{codigo}}, {{cpf}} ou {{provedor}}.';
    expect(fieldsOf(rule)).toEqual({
      template_whatsapp: `Variável desconhecida: {{apelido}}. ${known}`,
      titulo_email: `Variável desconhecida: {{sobrenome}}. ${known}`,
      mensagem_email: `Variáveis desconhecidas: {{idade}}, {{plano}}. ${known}`,
      mensagem_sms: `Variável desconhecida: {{senha}}. ${known}`,
    });
  });

  it('accepts every known placeholder', () => {
    expect(
      fieldsOf({
        ...ruleFor('data_ativacao', 'no_dia'),
        mensagem_sms: '{{nome}} {{primeiro_nome}} {{codigo}} {{cpf}} {{provedor}}',
      }),
    ).toEqual({});
  });
});

describe('a rule as stored', () => {
  it('drops the tempo an envio does not take, the date of other criteria and empty texts; defaults the flags', () => {
    expect(
      normalizeRule({
        criterio: 'data_aniversario',
        envio: 'anual',
        tempo: 5,
        turno: 'N',
        sms: true,
        mensagem_sms: ' Oi ',
        titulo_email: ' ',
      }),
    ).toEqual({
      criterio: 'data_aniversario',
      envio: 'anual',
      tempo: null,
      data_especifica: null,
      turno: 'N',
      ativo: true,
      whatsapp: false,
      template_whatsapp: null,
      email: false,
      titulo_email: null,
      mensagem_email: null,
      sms: true,
      mensagem_sms: 'Oi',
    });
  });

  it('reads and writes the date field as dd/mm/yyyy', () => {
    expect(isoDayOf('25/12/2026')).toBe('2026-12-25');
    expect(isoDayOf('25/12/26')).toBe('25/12/26');
    expect(formatDate('2026-12-25')).toBe('25/12/2026');
    expect(isIsoDay('2028-02-29')).toBe(true);
    expect(isIsoDay('2027-02-29')).toBe(false);
  });
});

describe('the rule calls', () => {
  it('puts each problem under the field of the rule it concerns', () => {
    const result = rulesCreateBody.safeParse({
      objects: [{ campanha_id: 1, criterio: 'data_ativacao', envio: 'anual', turno: 'M' }],
    });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['objects.0.envio', 'O envio "Anual" não se aplica ao critério "Data da Ativação".'],
      ['objects.0', MSG.oneChannel],
    ]);
  });

  it('takes { ativo } alone as a toggle and anything else as the whole rule', () => {
    expect(ruleUpdate.parse({ ativo: false })).toEqual({ ativo: false });
    expect(ruleUpdate.safeParse({ ativo: false, turno: 'T' }).success).toBe(false);
    expect(ruleUpdate.parse({ ...ruleFor('data_ativacao', 'dia_seguinte'), ativo: false })).toMatchObject({
      tempo: 3,
      ativo: false,
      sms: true,
    });
  });
});
