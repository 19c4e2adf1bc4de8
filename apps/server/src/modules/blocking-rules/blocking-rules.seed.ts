import { sql } from 'drizzle-orm';
import { dayFromToday } from '@intranet/shared/calendar/days';
import type { ModuleSeed } from '../../db/seed/seed-context';
import { regraBloqueio, regraBloqueioCriterio } from '../../db/schema';

/**
 * Demo blocking rules, one per provider (the first reduces before blocking), each with exception
 * criteria: promises to pay, essential services and public bodies, business contracts on the second
 * provider, and small debts; and promises to pay for some overdue contracts, when the accounts exist.
 */
export const seedBlockingRules: ModuleSeed = async (db, { org, accounts }) => {
  const rules = await db
    .insert(regraBloqueio)
    .values(
      org.companies.map((company, i) => ({
        nome: `Bloqueio ${company.nome} ${15 + i * 15} dias`,
        provedor: company.id,
        dias_atraso: 15 + i * 15,
        dias_bloqueio: i === 0 ? 30 : null,
        ativo: i !== 2,
        id_usuario: accounts.admin.usuarioId,
      })),
    )
    .returning({ id: regraBloqueio.id });
  const id_usuario = accounts.admin.usuarioId;
  await db
    .insert(regraBloqueioCriterio)
    .values(
      rules.flatMap(({ id }, i) => [
        { id_regra: id, tipo: 'promessa_pagamento' as const, id_usuario },
        { id_regra: id, tipo: 'marcador' as const, marcador: 'servico_essencial', id_usuario },
        { id_regra: id, tipo: 'marcador' as const, marcador: 'orgao_publico', id_usuario },
        { id_regra: id, tipo: 'valor_abaixo' as const, valor_limite: i === 0 ? 30 : 50, id_usuario },
        ...(i === 1
          ? [{ id_regra: id, tipo: 'tipo_contrato' as const, tipo_contrato: 'empresarial' as const, id_usuario }]
          : []),
        ...(i === 0 ? [{ id_regra: id, tipo: 'marcador' as const, marcador: 'vip', ativo: false, id_usuario }] : []),
      ]),
    );
  // One in eight contracts with an invoice overdue has promised to pay, until a day around today.
  await db.execute(sql`
    INSERT INTO cliente_promessa_pagamento (sistema, id_contrato, valida_ate, observacao, id_usuario)
    SELECT k.sistema, k.id, ${dayFromToday(0)}::date + ((k.id % 11) - 3), 'Promessa registrada pelo atendimento', ${id_usuario}
    FROM cliente_contrato k
    WHERE k.id % 8 = 0 AND EXISTS (
      SELECT 1 FROM cliente_fatura f
      WHERE f.id_contrato = k.id AND f.status = 'aberta' AND f.vencimento < ${dayFromToday(0)}::date)`);
};
