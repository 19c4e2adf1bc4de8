import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { checkParticipant } from '@intranet/shared/lead-imports/lead-imports.rules';
import type { Db } from '../../db/client';
import { arquivo } from '../../db/schema';
import type { ModuleSeedContext } from '../../db/seed/seed-context';
import { sqlRows } from '../../db/sql';
import * as repo from './lead-imports.repository';

/** CPFs of people who are not in the demo customer directory. */
const NEW_PEOPLE: [string, string, string][] = [
  ['Aline Moura Costa', '734.100.200-04', '(31) 99101-2001'],
  ['Bernardo Lima Rocha', '73410121374', '31991012002'],
  ['Cecília Prado Nunes', '734.102.226-43', '(31) 99101-2003'],
  ['Diego Fonseca Alves', '73410323910', '99101-2004'],
  ['Elisa Ramos Teles', '73410425241', '(31) 99101-2005'],
  ['Fernando Sales Pinto', '73410526510', '(31) 99101-2006'],
  ['Gabriela Torres Melo', '73410020004', '(31) 99101-2007'],
  ['Henrique Duarte Reis', '73410729119', '(31) 99101-2008'],
];

/**
 * One finished lead import of the demo (Bitcom, "Black Friday Fibra", Facebook): a spreadsheet of
 * eleven people — three customers of Bitcom, a CPF with wrong check digits, a phone without its area
 * code, a CPF repeated — read into its lines, four of which became leads. The spreadsheet's bytes
 * are stored when the seed runs beside a server.
 */
export async function seedLeadImports(db: Db, { accounts, storage }: ModuleSeedContext): Promise<void> {
  const [bitcom] = await sqlRows<{ id: number }>(db, sql`select id from rh_empresa where nome = 'Bitcom'`);
  const [campaign] = await sqlRows<{ id: number }>(
    db,
    sql`select id from vendas_campanha where nome = 'Black Friday Fibra'`,
  );
  const [channel] = await sqlRows<{ id: number }>(db, sql`select id from vendas_canal where nome = 'Facebook'`);
  if (!bitcom || !campaign || !channel) return;
  const customers = await sqlRows<{ nome: string; cpf: string; celular: string }>(
    db,
    sql`select nome_razaosocial as nome, cpf, celular from relacionamento_dados_pessoas where sistema = ${bitcom.id} and ativo and celular is not null order by codpessoa limit 3`,
  );
  const people = [
    ...NEW_PEOPLE.slice(0, 4),
    ...customers.map((c): [string, string, string] => [c.nome, c.cpf, c.celular]),
    ...NEW_PEOPLE.slice(4),
  ];
  const csv = ['nome;cpf;telefone', ...people.map((p) => p.join(';'))].join('\r\n') + '\r\n';
  const body = Buffer.from(csv, 'utf8');

  const id = randomUUID();
  const chave = `importacoes/${id}`;
  const owner = accounts.marketing.usuarioId;
  await db.insert(arquivo).values({
    id,
    bucket: 'importacoes',
    nome: 'leads-feira-de-tecnologia.csv',
    mime: 'text/csv',
    tamanho: body.length,
    chave,
    id_usuario: owner,
  });
  if (storage) await storage.put(chave, body, 'text/csv');
  const importId = await repo.insert(db, {
    id_arquivo: id,
    nome_arquivo: 'leads-feira-de-tecnologia.csv',
    id_empresa: bitcom.id,
    id_campanha: campaign.id,
    id_canal: channel.id,
    id_usuario: owner,
  });

  const known = await repo.customersAmong(
    db,
    bitcom.id,
    people.map(([, cpf]) => cpf.replace(/\D/g, '')),
  );
  const lines = people.map(([nome, cpf, telefone], index) => {
    const checked = checkParticipant({ nome, cpf, telefone });
    return {
      linha: index + 2,
      nome: checked.nome,
      cpf: checked.cpf,
      telefone: checked.telefone,
      cliente: known.has(checked.cpf),
      problema: checked.problemas.join(' ') || null,
    };
  });
  await repo.insertParticipants(db, importId, lines);
  await repo.setRead(db, importId, lines.length);
  const ids = await sqlRows<{ id: number }>(
    db,
    sql`select id from vendas_lead_participante where id_importacao_evento = ${importId} and problema is null order by linha limit 4`,
  );
  const created = await repo.createLeads(
    db,
    importId,
    ids.map((r) => r.id),
  );
  await repo.addLeadsCreated(db, importId, created.length);
}
