import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { usuario, vaga } from '../../db/schema';

/** Vacancies by opening date (newest first), with the manager's name. */
export async function vacancyReport(db: Db, q: { id_empresa?: number; ativo?: boolean }) {
  const rows = await db
    .select({
      id: vaga.id,
      titulo_vaga: vaga.titulo_vaga,
      vagas: vaga.vagas,
      cidade: vaga.cidade,
      gestor_vaga: sql<string | null>`nullif(concat_ws(' ', ${usuario.nome}, ${usuario.sobrenome}), '')`,
      data_inicio: vaga.data_inicio,
    })
    .from(vaga)
    .leftJoin(usuario, eq(usuario.id, vaga.id_gestor))
    .where(
      and(
        q.id_empresa ? eq(vaga.id_empresa, q.id_empresa) : undefined,
        q.ativo === undefined ? undefined : eq(vaga.ativo, q.ativo),
      ),
    )
    .orderBy(sql`${vaga.data_inicio} desc nulls last`, desc(vaga.id))
    .limit(1000);
  return rows.map((r) => ({
    ...r,
    cidade: r.cidade || null,
    data_inicio: r.data_inicio ? String(r.data_inicio).slice(0, 10) : null,
  }));
}
