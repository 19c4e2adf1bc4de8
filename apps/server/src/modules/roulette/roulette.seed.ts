import { sql } from 'drizzle-orm';
import { DEFAULT_THEME, ROULETTE_SYSTEMS, SYSTEM_LABELS, campaignSlug } from '@intranet/shared/roulette/roulette.rules';
import type { Db } from '../../db/client';
import type { ModuleSeedContext } from '../../db/seed/seed-context';
import { sqlRows } from '../../db/sql';
import { GUEST_ACTOR } from '../../platform/auth/access';
import { customersPublic } from '../customers/customers.public';
import * as repo from './roulette.repository';
import { spin } from './roulette.service';
import { localVisit } from './roulette.guards';
import { normalizePhone } from '@intranet/shared/validation/phone';
import { cpfFromBase } from '@intranet/shared/validation/cpf';
import { dayFromToday } from '@intranet/shared/calendar/days';

const PRIZES = [
  ['Desconto de 10%', 50, false],
  ['Mês grátis', 10, true],
  ['Camiseta', 20, true],
  ['Upgrade de plano', 1, true],
] as const;

const VISITORS = [
  ['Mariana Costa', '31991112222'],
  ['Felipe Andrade', '34992223333'],
  ['Larissa Moura', '65993334444'],
] as const;

/** One live campaign per provider, owned by the marketing account, with customers and non-customers who spun it. */
export async function seedRoulette(db: Db, { accounts }: ModuleSeedContext): Promise<void> {
  for (const [i, sistema] of ROULETTE_SYSTEMS.entries()) {
    const nome = `Roleta de Prêmios ${SYSTEM_LABELS[sistema]}`;
    const campaign = await repo.insert(db, {
      nome,
      descricao: `Gire a roleta da ${SYSTEM_LABELS[sistema]} e ganhe prêmios!`,
      motivo_aplicacao: 'Campanha de fidelização',
      sistema,
      url_campanha: campaignSlug(nome),
      data_inicio_campanha: dayFromToday(-7),
      data_fim_campanha: dayFromToday(60),
      intervalo_votacao: 1,
      api_erp: false,
      id_usuario_intranet: accounts.marketing.usuarioId,
    });
    await repo.insertTheme(db, { id_campanha: campaign.id, ...DEFAULT_THEME, url_background: null });
    for (const cliente of [true, false]) {
      for (const [nomePremio, peso, consumivel] of PRIZES) {
        await repo.insertPrize(db, {
          id_campanha: campaign.id,
          nome: cliente ? nomePremio : `${nomePremio} (novo)`.slice(0, 24),
          descricao: `Parabéns! Você ganhou: ${nomePremio}.`,
          cliente,
          peso_item: peso,
          quantidade: consumivel ? 100 : 1,
          quantidade_minima: consumivel ? 5 : 1,
          animacao: peso <= 10,
          consumivel,
          htmlContent: '',
          textColor: '',
          background: '',
        });
      }
    }
    const customers = await sqlRows<{ cpf: string; nome_razaosocial: string; celular: string | null }>(
      db,
      sql`select cpf, nome_razaosocial, celular from relacionamento_dados_pessoas where sistema = ${await customersPublic.providerIdOf(db, sistema)} order by id limit 3`,
    );
    // One person is a CPF or a phone: each demo person gets a phone of their own.
    const phones = new Set<string>();
    const phoneOf = (written: string | null, k: number) => {
      const phone = (written && normalizePhone(written)) || `659${String(80_000_000 + i * 100 + k).padStart(8, '0')}`;
      const own = phones.has(phone) ? `659${String(81_000_000 + i * 100 + k).padStart(8, '0')}` : phone;
      phones.add(own);
      return own;
    };
    const people = [
      ...customers.map((c, k) => ({ nome: c.nome_razaosocial, telefone: phoneOf(c.celular, k), cpf: c.cpf })),
      ...VISITORS.map(([nome, telefone], k) => ({
        nome,
        telefone: phoneOf(telefone, 10 + k),
        cpf: cpfFromBase(987_650_000 + i * 100 + k * 7),
      })),
    ];
    for (const person of people) {
      await spin(
        { db, actor: GUEST_ACTOR },
        { url_campanha: campaign.url_campanha, ...person, consentimento: true },
        localVisit(),
      );
    }
  }
}
