import { describe, expect, it } from 'vitest';
import { LEAD_IMPORTS_MSG as M } from './lead-imports.messages';
import { LEAD_MODEL_ROWS, checkParticipant, matchLeadColumns, showCpf, showPhone } from './lead-imports.rules';
import { createLeadsBody, leadImportCreateBody, participantFields } from './lead-imports.schemas';

describe('lead import rules', () => {
  it('keeps a valid line as digits, whatever mask, zeros lost or country code it came with', () => {
    expect(
      checkParticipant({ nome: '  Ana   de  Souza ', cpf: '529.982.247-25', telefone: '+55 (31) 98888-7777' }),
    ).toEqual({ nome: 'Ana de Souza', cpf: '52998224725', telefone: '31988887777', problemas: [] });
    expect(checkParticipant({ nome: 'Zeca', cpf: '4520765013', telefone: '3133334444' })).toMatchObject({
      cpf: '04520765013',
      problemas: [],
    });
  });

  it('gives each problem of a line its pt-BR reason, keeping what was written', () => {
    expect(checkParticipant({ nome: '', cpf: '', telefone: '' }).problemas).toEqual([
      M.row.nameRequired,
      M.row.cpfRequired,
      M.row.phoneRequired,
    ]);
    expect(checkParticipant({ nome: 'A', cpf: '529.982.247-24', telefone: '988887777' }).problemas).toEqual([
      M.row.cpfInvalid,
      M.row.phone,
    ]);
    expect(checkParticipant({ nome: 'A'.repeat(201), cpf: '123', telefone: 'sem telefone' })).toMatchObject({
      cpf: '123',
      telefone: 'sem telefone',
      problemas: [M.row.nameTooLong, M.row.cpfLength, M.row.phone],
    });
    expect(checkParticipant({ nome: 'Ana\u0000\u0007', cpf: '11111111111', telefone: '31988887777' })).toMatchObject({
      nome: 'Ana',
      problemas: [M.row.cpfInvalid],
    });
  });

  it('matches the model columns whatever their case and accents, and names the missing ones', () => {
    expect(LEAD_MODEL_ROWS[0]).toEqual(['nome', 'cpf', 'telefone']);
    expect(matchLeadColumns(['Nome', 'CPF', 'Celular'])).toEqual({
      columns: { nome: 'Nome', cpf: 'CPF', telefone: 'Celular' },
      missing: [],
    });
    expect(matchLeadColumns(['nome', 'e-mail'])).toEqual({ columns: { nome: 'nome' }, missing: ['cpf', 'telefone'] });
    expect(M.missingColumns(['telefone'])).toBe('A planilha não tem a coluna obrigatória telefone.');
  });

  it('shows stored values with the spec masks, and what cannot be masked as written', () => {
    expect(showCpf('52998224725')).toBe('529.982.247-25');
    expect(showCpf('5299822472')).toBe('5299822472');
    expect(showPhone('31988887777')).toBe('(31) 98888-7777');
    expect(showPhone('3133334444')).toBe('(31) 3333-4444');
    expect(showPhone('9888')).toBe('9888');
  });

  it('says how a reading and a creation went', () => {
    expect(M.read({ registros: 1, prontas: 1 })).toBe('1 linha lida, todas prontas para virar leads.');
    expect(M.read({ registros: 100_000, prontas: 98_998 })).toBe(
      '100.000 linhas lidas: 98.998 prontas e 1.002 com problemas a corrigir.',
    );
    expect(M.created(2, 0)).toBe('2 leads criadas com sucesso!');
    expect(M.created(1, 1)).toBe('1 lead criada; 1 não pôde ser criada.');
    expect(M.created(0, 3)).toBe('Nenhuma lead criada; 3 não puderam ser criadas.');
  });

  it('requires every field of the register and of the edit with the spec texts', () => {
    expect(leadImportCreateBody.safeParse({}).error?.issues.map((i) => i.message)).toEqual(
      Array(4).fill(M.fillRequired),
    );
    const edit = (v: Record<string, string | undefined>) => participantFields.safeParse(v).error?.issues[0]?.message;
    expect(edit({ nome: ' ', telefone: '31988887777', cpf: '52998224725' })).toBe(M.fillRequiredEdit);
    expect(edit({ nome: 'Ana', telefone: '', cpf: '52998224725' })).toBe(M.fillRequiredEdit);
    expect(edit({ nome: 'Ana', telefone: '31988887777' })).toBe(M.fillRequiredEdit);
    expect(edit({ nome: 'Ana', telefone: '3198888', cpf: '52998224725' })).toBe(M.row.phone);
    expect(edit({ nome: 'Ana', telefone: '31988887777', cpf: '52998224724' })).toBe(M.row.cpfInvalid);
    expect(participantFields.parse({ nome: 'Ana', telefone: '(31) 98888-7777', cpf: '529.982.247-25' })).toEqual({
      nome: 'Ana',
      telefone: '31988887777',
      cpf: '52998224725',
    });
    expect(createLeadsBody.safeParse({ lead: [], id_importacao_evento: 1 }).error?.issues[0].message).toBe(
      M.selectLeads,
    );
  });
});
