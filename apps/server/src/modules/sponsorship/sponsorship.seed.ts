import { sql } from 'drizzle-orm';
import { today as todayInSaoPaulo } from '@intranet/shared/calendar/days';
import { providerFlagOf } from '@intranet/shared/tracking-links/tracking-links.rules';
import { cpfFromBase } from '@intranet/shared/validation/cpf';
import type { Db } from '../../db/client';
import { type ModuleSeedContext, scaled } from '../../db/seed/seed-context';
import { sqlRows } from '../../db/sql';
import { empresa, vendasLead } from '../../db/schema';
import * as repo from './sponsorship.repository';
import { SPONSORSHIP_CAMPAIGN, SPONSORSHIP_CHANNEL } from './sponsorship.service';

/** Requests over the year at scale 1 (about twenty a month across the three providers). */
const REQUESTS = 240;
const EVENTS = [
  'Festa do Peão',
  'Copa Regional de Futsal',
  'Feira Agropecuária',
  'Festival de Inverno',
  'Corrida Rústica',
  'Festa Junina do Bairro',
  'Encontro de Motociclistas',
  'Torneio de Vôlei de Praia',
  'Exposição de Artesanato',
  'Show de Aniversário da Cidade',
  'Campeonato Amador de Futebol',
  'Feira do Empreendedor',
];
const CITIES = [
  'Sete Lagoas',
  'Divinópolis',
  'Curvelo',
  'Pará de Minas',
  'Itaúna',
  'Cuiabá',
  'Várzea Grande',
  'Rondonópolis',
];
const PEOPLE = ['Marta Souza', 'João Ribeiro', 'Cláudia Teixeira', 'Paulo Andrade', 'Renata Lima', 'Sérgio Moura'];
const BATCH = 1000;

const textArray = (values: readonly string[]) =>
  sql.raw(`ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`);

/**
 * A year of sponsorship requests across the providers and every step (set-based SQL at the seed's
 * scale): past events mostly realized (with their post-event), some refused, some approved without a
 * post-event yet; future ones spread over the steps. Approved and realized ones get their tracking link
 * and realized ones the leads it brought, some sold; each provider has a budget for last, this and next year.
 */
export async function seedSponsorship(db: Db, ctx: ModuleSeedContext): Promise<void> {
  const today = todayInSaoPaulo();
  const year = Number(today.slice(0, 4));
  const origin = ctx.publicUrl ?? 'http://localhost:3000';
  const user = ctx.accounts.marketing.usuarioId;
  const providers = (await db.select({ id: empresa.id, nome: empresa.nome }).from(empresa)).filter((c) =>
    providerFlagOf(c.nome),
  );
  if (providers.length === 0) return;
  const ids = sql.raw(`ARRAY[${providers.map((p) => p.id).join(',')}]`);
  // At least a month and a half of requests whatever the scale, so every step has some to show.
  const n = Math.max(30, scaled(ctx, REQUESTS));

  await db.execute(sql`
    INSERT INTO marketing_patrocinio_orcamento (id_empresa, ano, valor)
    SELECT p, y, 60000 + 20000 * (array_position(${ids}, p) % 3)
    FROM unnest(${ids}) AS p, generate_series(${year - 1}::integer, ${year + 1}::integer) AS y
    ON CONFLICT DO NOTHING`);

  // Event days from 300 days ago to 60 days ahead; the status follows the day.
  await db.execute(sql`
    WITH g AS (
      SELECT i, (${today}::date - 300 + (i * 360 / ${n}::integer))::date AS dia FROM generate_series(1, ${n}::integer) AS i
    )
    INSERT INTO marketing_patrocinio (protocolo, id_empresa, evento, data_evento, cidade, publico_esperado, pedidos,
      valor_pedido, contrapartidas, organizador, organizacao, email, telefone, status, motivo_recusa, recusado_em, created_at)
    SELECT 'PAT-' || extract(year FROM dia - 40)::integer || '-D' || lpad(i::text, 5, '0'),
      (${ids})[1 + i % ${providers.length}::integer],
      (${textArray(EVENTS)})[1 + i % ${EVENTS.length}::integer] || ' ' || extract(year FROM dia)::integer,
      dia,
      (${textArray(CITIES)})[1 + (i * 7) % ${CITIES.length}::integer],
      500 + (i * 379) % 20000,
      CASE i % 3 WHEN 0 THEN ARRAY['dinheiro'] WHEN 1 THEN ARRAY['dinheiro','internet'] ELSE ARRAY['equipamento','internet'] END,
      CASE WHEN i % 3 < 2 THEN 2000 + (i * 613) % 28000 END,
      CASE i % 2 WHEN 0 THEN ARRAY['banners','mencoes'] ELSE ARRAY['stand','banners'] END,
      (${textArray(PEOPLE)})[1 + i % ${PEOPLE.length}::integer],
      'Associação ' || (${textArray(CITIES)})[1 + (i * 7) % ${CITIES.length}::integer],
      'organizador' || i || '@eventos.example.com',
      '319' || lpad(((i * 7919) % 100000000)::text, 8, '0'),
      s.status,
      CASE WHEN s.status = 'recusado' THEN 'Público do evento fora da área de cobertura do provedor.' END,
      CASE WHEN s.status = 'recusado' THEN (dia - 30)::timestamptz END,
      (dia - 40 - i % 20)::timestamptz
    FROM g, LATERAL (SELECT CASE
      WHEN dia < ${today}::date THEN (CASE WHEN i % 10 < 2 THEN 'recusado' WHEN i % 10 = 2 THEN 'aprovado' ELSE 'realizado' END)
      ELSE (ARRAY['recebida','em_justificativa','em_viabilidade','em_negociacao','aprovado'])[1 + i % 5]
    END AS status) s`);

  const past = (statuses: string) => sql.raw(`p.status IN (${statuses}) AND p.protocolo LIKE 'PAT-%-D%'`);
  await db.execute(sql`
    INSERT INTO marketing_patrocinio_justificativa (id_patrocinio, aderencia_publico, estrategia_regiao, id_usuario, created_at)
    SELECT p.id, 'Público de ' || p.publico_esperado || ' pessoas, maioria da cidade, boa parte sem fibra.',
      'Reforça a marca em ' || p.cidade || ', onde a rede chegou há pouco.', ${user}::integer, p.created_at + interval '2 days'
    FROM marketing_patrocinio p
    WHERE ${past("'em_viabilidade','em_negociacao','aprovado','realizado'")}`);
  await db.execute(sql`
    INSERT INTO marketing_patrocinio_viabilidade (id_patrocinio, custo, alcance_esperado, leads_esperados, parecer, id_usuario, created_at)
    SELECT p.id, 1500 + (p.id * 431) % 18000, p.publico_esperado, 20 + p.publico_esperado / 100,
      'Custo dentro do orçamento do ano; leads esperados pelo histórico de eventos parecidos.', ${user}::integer,
      p.created_at + interval '5 days'
    FROM marketing_patrocinio p
    WHERE ${past("'em_negociacao','aprovado','realizado'")}`);
  await db.execute(sql`
    INSERT INTO marketing_patrocinio_negociacao (id_patrocinio, contrapartidas_acordadas, valor, data_inicio, data_fim,
      aprovado_por, aprovado_em, id_usuario, created_at)
    SELECT p.id, 'Dois banners na entrada, menções do locutor e estande com cadastro de interessados.',
      v.custo * 0.9, p.data_evento - 1, p.data_evento + 1,
      CASE WHEN p.status IN ('aprovado','realizado') THEN ${user}::integer END,
      CASE WHEN p.status IN ('aprovado','realizado') THEN p.created_at + interval '12 days' END,
      ${user}::integer, p.created_at + interval '9 days'
    FROM marketing_patrocinio p JOIN marketing_patrocinio_viabilidade v ON v.id_patrocinio = p.id
    WHERE ${past("'em_negociacao','aprovado','realizado'")}`);
  await db.execute(sql`
    INSERT INTO marketing_patrocinio_pos_evento (id_patrocinio, publico_real, relato, id_usuario, created_at)
    SELECT p.id, p.publico_esperado * (80 + p.id % 40) / 100,
      'Evento cheio; o estande recebeu visitas o dia todo e o QR code do link circulou nas redes do organizador.',
      ${user}::integer, p.data_evento + 3
    FROM marketing_patrocinio p
    WHERE ${past("'realizado'")}`);

  // Each approved sponsorship's own tracking link, under the sponsorships' campaign and channel.
  const campaign = await repo.campaignNamed(db, SPONSORSHIP_CAMPAIGN);
  const channel = await repo.channelNamed(db, SPONSORSHIP_CHANNEL);
  await db.execute(sql`
    WITH l AS (
      INSERT INTO vendas_tracking_url (codigo, url, id_empresa, id_campanha, id_canal, id_usuario, created_at)
      SELECT 'p' || substr(md5('patrocinio' || p.id), 1, 9), ${`${origin}/t/p`} || substr(md5('patrocinio' || p.id), 1, 9),
        p.id_empresa, ${campaign}::integer, ${channel}::integer, ${user}::integer, p.created_at + interval '12 days'
      FROM marketing_patrocinio p
      WHERE ${past("'aprovado','realizado'")}
      ON CONFLICT DO NOTHING
      RETURNING id, codigo
    )
    UPDATE marketing_patrocinio p SET id_link = l.id
    FROM l WHERE l.codigo = 'p' || substr(md5('patrocinio' || p.id), 1, 9)`);

  // The leads realized sponsorships brought through their links: a few dozen each at scale 1, some sold.
  const realized = await sqlRows<{ id: number; id_empresa: number; id_link: number; dia: string }>(
    db,
    sql`SELECT p.id, p.id_empresa, p.id_link, p.data_evento::text AS dia FROM marketing_patrocinio p
        WHERE p.id_link IS NOT NULL AND ${past("'realizado'")} ORDER BY p.id`,
  );
  const rows: (typeof vendasLead.$inferInsert)[] = [];
  let person = 660_000_000;
  for (const r of realized) {
    const count = scaled(ctx, 10 + (r.id % 40));
    for (let k = 0; k < count; k++) {
      person++;
      const sold = (person * 7) % 100 < 18;
      const created = new Date(`${r.dia}T15:00:00Z`);
      created.setUTCDate(created.getUTCDate() + (k % 20));
      // Leads come in the days after the event, never later than now.
      if (created.getTime() > Date.now()) continue;
      rows.push({
        nome: `${PEOPLE[person % PEOPLE.length].split(' ')[0]} ${['Alves', 'Costa', 'Rocha', 'Prado', 'Melo'][k % 5]}`,
        telefone: `319${String(person % 100_000_000).padStart(8, '0')}`,
        cpf: cpfFromBase(person),
        id_empresa: r.id_empresa,
        id_campanha: campaign,
        id_canal: channel,
        id_link: r.id_link,
        origem: 'link',
        status: sold ? 'vendido' : (['perdido', 'em_contato', 'novo'] as const)[k % 3],
        valor_venda: sold ? String([1198.8, 1438.8, 1798.8][k % 3]) : null,
        data_venda: sold ? created.toISOString().slice(0, 10) : null,
        created_at: created,
        updated_at: created,
      });
    }
  }
  for (let i = 0; i < rows.length; i += BATCH)
    await db
      .insert(vendasLead)
      .values(rows.slice(i, i + BATCH))
      .onConflictDoNothing();
}
