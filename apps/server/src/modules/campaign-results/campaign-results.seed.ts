import { inArray, sql } from 'drizzle-orm';
import { providerFlag } from '@intranet/shared/campaign-results/campaign-results.rules';
import { periodLabel } from '@intranet/shared/format/period';
import { mondayOf, today as todayInSaoPaulo } from '@intranet/shared/calendar/days';
import type { Db } from '../../db/client';
import type { ModuleSeedContext } from '../../db/seed/seed-context';
import { vendasCampanha, vendasCampanhaResultado, vendasCanal, vendasLead } from '../../db/schema';
import { cpfFromBase } from '@intranet/shared/validation/cpf';

const WEEKS = 26;
const BATCH = 500;
const PLAN_VALUES = [99.9, 119.9, 149.9, 199.9];
const FIRST = [
  'Ana',
  'Bruno',
  'Carla',
  'Diego',
  'Elisa',
  'Fábio',
  'Gisele',
  'Hugo',
  'Íris',
  'Júlio',
  'Lívia',
  'Mateus',
  'Nina',
  'Otávio',
  'Priscila',
  'Renan',
];
const LAST = [
  'Almeida',
  'Batista',
  'Campos',
  'Dias',
  'Esteves',
  'Fonseca',
  'Guimarães',
  'Henriques',
  'Lopes',
  'Mendes',
  'Nunes',
  'Pires',
];

/** A small deterministic generator: the demo looks the same on every new database. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const day = (d: Date) => d.toISOString().slice(0, 10);
const utcMidnight = (d: string) => new Date(`${d}T00:00:00Z`);

/**
 * Six months of weekly paid-media results (Facebook and Google) of the active demo campaigns on each
 * of their providers, and the leads of those weeks (origem 'manual'), some sold, so that the results
 * list and every report table have figures to add up.
 */
export async function seedCampaignResults(db: Db, { org, accounts }: ModuleSeedContext): Promise<void> {
  const campaigns = await db.select().from(vendasCampanha).where(sql`${vendasCampanha.ativo}`);
  const channels = await db
    .select()
    .from(vendasCanal)
    .where(inArray(vendasCanal.nome, ['Facebook', 'Google']));
  const userId = accounts.marketing.usuarioId;
  const next = random(2026);
  const today = utcMidnight(todayInSaoPaulo());
  // Monday of the current week, then the WEEKS whole weeks before it.
  const monday = utcMidnight(mondayOf(todayInSaoPaulo()));
  const results: (typeof vendasCampanhaResultado.$inferInsert)[] = [];
  const leads: (typeof vendasLead.$inferInsert)[] = [];
  let person = 100_000_000;

  for (const campaign of campaigns) {
    for (const company of org.companies) {
      const flag = providerFlag(company.nome);
      if (!flag || !campaign[flag]) continue;
      for (const channel of channels.filter((c) => c[flag])) {
        const facebook = channel.nome === 'Facebook';
        for (let w = WEEKS; w >= 1; w--) {
          const start = new Date(monday.getTime() - w * 7 * 86_400_000);
          const end = new Date(start.getTime() + 6 * 86_400_000);
          const investimento = Math.round((150 + next() * 450) * 100) / 100;
          const cliques = Math.round(investimento / (0.8 + next() * 1.6));
          const impressoes = Math.round(cliques / (0.01 + next() * 0.02));
          const conversas = facebook ? Math.round(cliques * (0.02 + next() * 0.06)) : 0;
          results.push({
            periodo: periodLabel(day(start), day(end)),
            periodo_inicio: day(start),
            periodo_fim: day(end),
            id_campanha: campaign.id,
            id_canal: channel.id,
            id_empresa: company.id,
            id_usuario: userId,
            impressoes,
            cliques,
            conversas_iniciadas: conversas,
            investimento: investimento.toFixed(2),
          });
          const count = Math.max(1, Math.round(cliques * (0.005 + next() * 0.01)));
          for (let k = 0; k < count; k++) {
            const createdAt = new Date(start.getTime() + Math.floor(next() * 7 * 86_400_000) + 3 * 3_600_000);
            const sold = next() < 0.3;
            const name = `${FIRST[person % FIRST.length]} ${LAST[Math.floor(person / FIRST.length) % LAST.length]}`;
            leads.push({
              nome: name,
              telefone: `319${String(80_000_000 + (person % 10_000_000)).padStart(8, '0')}`,
              cpf: cpfFromBase(person++),
              id_empresa: company.id,
              id_campanha: campaign.id,
              id_canal: channel.id,
              origem: 'manual',
              status: sold ? 'vendido' : w > 2 ? 'perdido' : next() < 0.5 ? 'novo' : 'em_contato',
              valor_venda: sold ? (PLAN_VALUES[Math.floor(next() * PLAN_VALUES.length)] * 12).toFixed(2) : null,
              data_venda: sold
                ? day(new Date(Math.min(createdAt.getTime() + Math.floor(next() * 5) * 86_400_000, today.getTime())))
                : null,
              created_at: createdAt,
              updated_at: createdAt,
            });
          }
        }
      }
    }
  }
  for (let i = 0; i < results.length; i += BATCH)
    await db.insert(vendasCampanhaResultado).values(results.slice(i, i + BATCH));
  for (let i = 0; i < leads.length; i += BATCH) await db.insert(vendasLead).values(leads.slice(i, i + BATCH));
}
