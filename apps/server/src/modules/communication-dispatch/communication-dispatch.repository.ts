import { type SQL, sql } from 'drizzle-orm';
import type { DeliveriesBody, Delivery } from '@intranet/shared/communication-dispatch/communication-dispatch.schemas';
import type { DeliveryChannel } from '@intranet/shared/communication-dispatch/communication-dispatch.schemas';
import type { Db } from '../../db/client';
import { sqlRows } from '../../db/sql';
import { DISPATCH_RULE_COLUMNS, type DispatchRule, recipientsQuery } from './recipients.query';

type Filter = NonNullable<DeliveriesBody['filtro']> & { offset: number; limit: number };

/** The dispatcher's reads for its calls. */
export const dispatchRepository = {
  async rule(db: Db, id: number): Promise<DispatchRule | null> {
    const [rule] = await sqlRows<DispatchRule>(
      db,
      sql`SELECT ${DISPATCH_RULE_COLUMNS} FROM campanha_regras r JOIN campanha_comunicacao c ON c.id = r.campanha_id WHERE r.id = ${id}`,
    );
    return rule ?? null;
  },

  async campaignExists(db: Db, id: number): Promise<boolean> {
    const rows = await sqlRows<{ id: number }>(db, sql`SELECT id FROM campanha_comunicacao WHERE id = ${id}`);
    return rows.length > 0;
  },

  /** "Quem recebe": counts per channel and the first customers by code, from the dispatcher's own selection. */
  async recipients(db: Db, rule: DispatchRule, day: string, first: number) {
    const selection = recipientsQuery(rule, day);
    if (!selection) return { contagem: { email: 0, whatsapp: 0, sms: 0 }, total: 0, clientes: [] };
    const reached = sql`(email IS NOT NULL OR whatsapp IS NOT NULL OR sms IS NOT NULL)`;
    const [counts] = await sqlRows<Record<'email' | 'whatsapp' | 'sms' | 'total', string | number>>(
      db,
      sql`WITH r AS (${selection}) SELECT count(email) AS email, count(whatsapp) AS whatsapp, count(sms) AS sms, count(*) FILTER (WHERE ${reached}) AS total FROM r`,
    );
    const rows = await sqlRows<{ id: number; codpessoa: string; nome_razaosocial: string; email: string | null; whatsapp: string | null; sms: string | null }>(
      db,
      sql`WITH r AS (${selection}) SELECT * FROM r WHERE ${reached} ORDER BY codpessoa, id LIMIT ${first}`,
    );
    return {
      contagem: { email: Number(counts.email), whatsapp: Number(counts.whatsapp), sms: Number(counts.sms) },
      total: Number(counts.total),
      clientes: rows.map((r) => ({
        id: r.id,
        codpessoa: r.codpessoa,
        nome_razaosocial: r.nome_razaosocial,
        canais: (['email', 'whatsapp', 'sms'] as const).filter((canal) => r[canal] !== null) as DeliveryChannel[],
      })),
    };
  },

  /** A campaign's deliveries: one page, the total, and the counts per day and channel, all under the filter. */
  async deliveries(db: Db, campaignId: number, filter: Filter) {
    const where: SQL[] = [sql`e.campanha_id = ${campaignId}`];
    if (filter.de) where.push(sql`e.data_envio >= ${filter.de}::date`);
    if (filter.ate) where.push(sql`e.data_envio <= ${filter.ate}::date`);
    if (filter.canal) where.push(sql`e.canal = ${filter.canal}`);
    if (filter.status) where.push(sql`e.status = ${filter.status}`);
    if (filter.regra_id) where.push(sql`e.regra_id = ${filter.regra_id}`);
    const condition = sql.join(where, sql` AND `);
    const rows = await sqlRows<Omit<Delivery, 'id' | 'enviado_em'> & { id: string | number; enviado_em: string | Date | null }>(
      db,
      sql`SELECT e.id, to_char(e.data_envio, 'YYYY-MM-DD') AS data_envio, e.turno, e.regra_id, e.canal, c.codpessoa, c.nome_razaosocial AS cliente,
                 e.destino, e.status, e.motivo, e.enviado_em
            FROM comunicacao_entrega e JOIN relacionamento_dados_pessoas c ON c.id = e.cliente_id
           WHERE ${condition}
           ORDER BY e.data_envio DESC, e.id
           LIMIT ${filter.limit} OFFSET ${filter.offset}`,
    );
    const perDay = await sqlRows<{ data: string; canal: DeliveryChannel; quantidade: string | number }>(
      db,
      sql`SELECT to_char(e.data_envio, 'YYYY-MM-DD') AS data, e.canal, count(*) AS quantidade
            FROM comunicacao_entrega e WHERE ${condition}
           GROUP BY e.data_envio, e.canal ORDER BY e.data_envio DESC, e.canal`,
    );
    return {
      total: perDay.reduce((sum, r) => sum + Number(r.quantidade), 0),
      comunicacao_entrega: rows.map((r) => ({
        ...r,
        id: Number(r.id),
        enviado_em: r.enviado_em === null ? null : new Date(r.enviado_em).toISOString(),
      })),
      por_dia: perDay.map((r) => ({ data: r.data, canal: r.canal, quantidade: Number(r.quantidade) })),
    };
  },
};
