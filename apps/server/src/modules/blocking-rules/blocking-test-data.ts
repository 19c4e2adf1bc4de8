import { addDays } from '@intranet/shared/calendar/days';
import type { EngineContract } from '@intranet/shared/blocking-rules/blocking-engine';
import type { Db } from '../../db/client';
import {
  clienteConexao,
  clienteContrato,
  clienteFatura,
  clientePessoa,
  clientePromessaPagamento,
  empresa,
} from '../../db/schema';

/** A small deterministic generator (mulberry32), so that a failing data set can be made again. */
export function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
    chance: (p: number) => next() < p,
  };
}

export type GeneratedContract = EngineContract & { id: number; codigo_erp: string };

const MARKERS = ['servico_essencial', 'orgao_publico', 'vip', 'condominio'] as const;

/**
 * A provider of its own with `count` customers, one contract each: kinds, markers, statuses, open, paid
 * and cancelled invoices overdue by 0 to 120 days around `day`, promises to pay valid or expired, and a
 * connection per contract. Answers the provider and each contract as the engine reads it.
 */
export async function generateAccounts(
  db: Db,
  { count, day, seed, name }: { count: number; day: string; seed: number; name: string },
): Promise<{ sistema: number; contracts: GeneratedContract[] }> {
  const rnd = random(seed);
  const [provider] = await db.insert(empresa).values({ nome: name }).returning({ id: empresa.id });
  const sistema = provider.id;
  const people = await db
    .insert(clientePessoa)
    .values(
      Array.from({ length: count }, (_, i) => ({
        sistema,
        codpessoa: `P${seed}-${i}`,
        cpf: String(10_000_000_000 + seed * 100_000 + i).padStart(11, '0'),
        nome_razaosocial: `Cliente ${seed}-${i}`,
      })),
    )
    .returning({ id: clientePessoa.id });
  const contracts: GeneratedContract[] = [];
  const rows = people.map((person, i) => {
    const marcadores = MARKERS.filter(() => rnd.chance(0.08));
    return {
      sistema,
      codigo_erp: `C${seed}-${i}`,
      id_pessoa: person.id,
      valor_mensal: '99.90',
      tipo: rnd.chance(0.2) ? ('empresarial' as const) : ('residencial' as const),
      status: rnd.chance(0.05) ? ('cancelado' as const) : rnd.chance(0.1) ? ('suspenso' as const) : ('ativo' as const),
      marcadores,
    };
  });
  const inserted = await db.insert(clienteContrato).values(rows).returning({ id: clienteContrato.id });
  const invoices: (typeof clienteFatura.$inferInsert)[] = [];
  const promises: (typeof clientePromessaPagamento.$inferInsert)[] = [];
  inserted.forEach(({ id }, i) => {
    const row = rows[i];
    const open: { vencimento: string; valor: string }[] = [];
    const n = rnd.int(0, 4);
    for (let k = 0; k < n; k++) {
      const vencimento = addDays(day, -rnd.int(-10, 120));
      const valor = rnd.chance(0.3) ? `${rnd.int(5, 60)}.${String(rnd.int(0, 99)).padStart(2, '0')}` : '99.90';
      const status = rnd.chance(0.7) ? 'aberta' : rnd.pick(['paga', 'cancelada'] as const);
      invoices.push({
        sistema,
        codigo_erp: `F${seed}-${i}-${k}`,
        id_contrato: id,
        id_pessoa: people[i].id,
        competencia: vencimento,
        vencimento,
        valor,
        status,
      });
      if (status === 'aberta') open.push({ vencimento, valor });
    }
    let promessa_ate: string | null = null;
    const promisesOfContract = rnd.chance(0.15) ? rnd.int(1, 2) : 0;
    for (let k = 0; k < promisesOfContract; k++) {
      const valida_ate = addDays(day, rnd.int(-10, 10));
      promises.push({ sistema, id_contrato: id, valida_ate });
      if (promessa_ate === null || valida_ate > promessa_ate) promessa_ate = valida_ate;
    }
    contracts.push({
      id,
      codigo_erp: row.codigo_erp,
      status: row.status,
      tipo: row.tipo,
      marcadores: row.marcadores,
      faturas_abertas: open,
      promessa_ate,
    });
  });
  for (let i = 0; i < invoices.length; i += 1000) await db.insert(clienteFatura).values(invoices.slice(i, i + 1000));
  if (promises.length) await db.insert(clientePromessaPagamento).values(promises);
  await db.insert(clienteConexao).values(
    inserted.map(({ id }, i) => ({
      sistema,
      id_contrato: id,
      login: `login${seed}-${i}`,
      status: 'online' as const,
    })),
  );
  return { sistema, contracts };
}
