import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { iso, sqlRows } from '../../db/sql';

export type Participation = {
  id: number;
  id_usuario: number;
  id_onboarding: number;
  titulo: string;
  conteudos_total: number;
  conteudos_lidos: number;
  concluido: boolean;
};

/** The employee's participation in an active onboarding, or null. */
export async function findParticipation(
  db: Db,
  q: { id_funcionario: number; id_onboarding: number },
): Promise<Participation | null> {
  const [row] = await sqlRows<Participation>(
    db,
    sql`select uo.id, uo.id_usuario, uo.id_onboarding, o.titulo, uo.conteudos_total, uo.conteudos_lidos, uo.concluido
        from rh_usuario_onboarding uo join rh_onboarding o on o.id = uo.id_onboarding
        where uo.id_usuario = ${q.id_funcionario} and uo.id_onboarding = ${q.id_onboarding} and o.status`,
  );
  return row ?? null;
}

/** Every participation of an employee in active onboardings, newest onboarding first. */
export async function participationsOf(db: Db, userId: number): Promise<Participation[]> {
  return sqlRows<Participation>(
    db,
    sql`select uo.id, uo.id_usuario, uo.id_onboarding, o.titulo, uo.conteudos_total, uo.conteudos_lidos, uo.concluido
        from rh_usuario_onboarding uo join rh_onboarding o on o.id = uo.id_onboarding
        where uo.id_usuario = ${userId} and o.status order by o.id desc`,
  );
}

type ItemRow = {
  id_conteudo: number;
  id_onboarding: number;
  id_trilha: number;
  id_funcionario: number;
  id_usuario_onboarding: number;
  titulo_conteudo: string;
  resumo: string;
  id_imagem_capa: string | null;
  prioridade_trilha: number;
  prioridade_conteudo: number;
  nome_trilha: string;
  data_inicio: Date | string | null;
  data_fim: Date | string | null;
  finalizado: boolean | null;
};

/** The contents of an onboarding as one employee reads them, by trail then content priority. */
export async function readingItems(
  db: Db,
  p: Participation,
  filter: { id_trilha?: number; id_conteudo?: number } = {},
) {
  const conditions: SQL[] = [sql`ot.id_onboarding = ${p.id_onboarding}`];
  if (filter.id_trilha) conditions.push(sql`ot.id_trilha = ${filter.id_trilha}`);
  if (filter.id_conteudo) conditions.push(sql`tc.id_conteudo = ${filter.id_conteudo}`);
  const rows = await sqlRows<ItemRow>(
    db,
    sql`select tc.id_conteudo, ot.id_onboarding, tc.id_trilha, ${p.id_usuario}::int as id_funcionario,
          ${p.id}::int as id_usuario_onboarding, c.titulo as titulo_conteudo, c.resumo, c.id_imagem_capa,
          ot.prioridade as prioridade_trilha, tc.prioridade as prioridade_conteudo, t.nome as nome_trilha,
          r.data_inicio, r.data_fim, r.finalizado
        from rh_onboarding_trilha ot
        join rh_trilha t on t.id = ot.id_trilha
        join rh_trilha_conteudo tc on tc.id_trilha = ot.id_trilha
        join rh_conteudo c on c.id = tc.id_conteudo
        left join rh_usuario_onboarding_conteudo r on r.id_funcionario = ${p.id_usuario} and r.id_onboarding = ot.id_onboarding
          and r.id_trilha = tc.id_trilha and r.id_conteudo = tc.id_conteudo
        where ${sql.join(conditions, sql` and `)}
        order by ot.prioridade, tc.prioridade, tc.id`,
  );
  return rows.map((r) => ({
    id_conteudo: Number(r.id_conteudo),
    id_onboarding: Number(r.id_onboarding),
    id_trilha: Number(r.id_trilha),
    id_funcionario: Number(r.id_funcionario),
    id_usuario_onboarding: Number(r.id_usuario_onboarding),
    titulo_conteudo: r.titulo_conteudo,
    resumo: r.resumo,
    id_imagem_capa: r.id_imagem_capa,
    prioridade_trilha: Number(r.prioridade_trilha),
    prioridade_conteudo: Number(r.prioridade_conteudo),
    nome_trilha: r.nome_trilha,
    data_inicio: iso(r.data_inicio),
    data_fim: iso(r.data_fim),
    finalizado: !!r.finalizado,
  }));
}
export type ReadingItem = Awaited<ReturnType<typeof readingItems>>[number];

export async function contentBody(db: Db, id: number) {
  const [row] = await sqlRows<{
    texto: string;
    hashtags_cargo: string[];
    hashtags_departamento: string[];
    hashtags_empresa: string[];
    imagens: string[] | null;
  }>(
    db,
    sql`select c.texto, c.hashtags_cargo, c.hashtags_departamento, c.hashtags_empresa,
          (select array_agg(i.id_arquivo::text order by i.ordem, i.id) from rh_conteudo_imagem i where i.id_conteudo = c.id) as imagens
        from rh_conteudo c where c.id = ${id}`,
  );
  return row ?? null;
}

/** Records the start the first time only. */
export async function recordStart(db: Db, p: Participation, ids: { id_trilha: number; id_conteudo: number }) {
  await db.execute(sql`
    insert into rh_usuario_onboarding_conteudo (id_usuario_onboarding, id_funcionario, id_onboarding, id_trilha, id_conteudo, data_inicio)
    values (${p.id}, ${p.id_usuario}, ${p.id_onboarding}, ${ids.id_trilha}, ${ids.id_conteudo}, now())
    on conflict (id_funcionario, id_onboarding, id_trilha, id_conteudo)
    do update set data_inicio = coalesce(rh_usuario_onboarding_conteudo.data_inicio, excluded.data_inicio)`);
  await db.execute(
    sql`update rh_usuario_onboarding set data_inicio = now() where id = ${p.id} and data_inicio is null`,
  );
}

/** Records the end (first time) and marks the content as read. */
export async function recordFinish(db: Db, p: Participation, ids: { id_trilha: number; id_conteudo: number }) {
  await db.execute(sql`
    insert into rh_usuario_onboarding_conteudo (id_usuario_onboarding, id_funcionario, id_onboarding, id_trilha, id_conteudo, data_inicio, data_fim, finalizado)
    values (${p.id}, ${p.id_usuario}, ${p.id_onboarding}, ${ids.id_trilha}, ${ids.id_conteudo}, now(), now(), true)
    on conflict (id_funcionario, id_onboarding, id_trilha, id_conteudo)
    do update set data_inicio = coalesce(rh_usuario_onboarding_conteudo.data_inicio, excluded.data_inicio),
      data_fim = coalesce(rh_usuario_onboarding_conteudo.data_fim, excluded.data_fim), finalizado = true`);
  await db.execute(
    sql`update rh_usuario_onboarding set data_inicio = now() where id = ${p.id} and data_inicio is null`,
  );
}

export async function progressOf(db: Db, participationId: number) {
  const [row] = await sqlRows<{ id: number; conteudos_lidos: number; conteudos_total: number; concluido: boolean }>(
    db,
    sql`select id, conteudos_lidos, conteudos_total, concluido from rh_usuario_onboarding where id = ${participationId}`,
  );
  return row;
}
