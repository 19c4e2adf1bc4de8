import { sql } from 'drizzle-orm';
import type { CustomerRecord } from '@intranet/shared/customers/customers.rules';
import type { Db } from '../../db/client';
import { type ModuleSeedContext, scaled } from '../../db/seed/seed-context';
import * as customersRepository from './customers.repository';
import { cpfFromBase } from '@intranet/shared/validation/cpf';

/** Customers of the demo directory, over the three providers. */
export const DEMO_CUSTOMERS = 20_000;

const FIRST = [
  'Ana',
  'Bruno',
  'Carla',
  'Daniel',
  'Eduarda',
  'Fábio',
  'Giovana',
  'Hugo',
  'Íris',
  'Júlio',
  'Lívia',
  'Mateus',
  'Nathália',
  'Otávio',
  'Priscila',
  'Renato',
  'Sônia',
  'Tiago',
  'Úrsula',
  'Vítor',
  'Wellington',
  'Yasmin',
];
const LAST = [
  'Araújo',
  'Batista',
  'Campos',
  'Dias',
  'Esteves',
  'Freitas',
  'Guimarães',
  'Honório',
  'Lacerda',
  'Macedo',
  'Nunes',
  'Oliveira',
  'Pires',
  'Queiroz',
  'Ribeiro',
  'Teixeira',
  'Vieira',
];
const BUSINESS = ['Padaria', 'Mercearia', 'Oficina', 'Farmácia', 'Papelaria', 'Clínica', 'Restaurante', 'Academia'];
/** Area codes of each provider's cities (Bitcom: BH, RazãoInfo: Uberlândia, Vetorial: Cuiabá). */
const DDD = ['31', '34', '65'];

/** Month and day of the n-th day (0–365) of a leap year: every day of the calendar, 29 February included. */
const LEAP_DAYS: [number, number][] = [];
for (let month = 1; month <= 12; month++) {
  const days = new Date(Date.UTC(2000, month, 0)).getUTCDate();
  for (let day = 1; day <= days; day++) LEAP_DAYS.push([month, day]);
}
const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const iso = (year: number, [month, day]: [number, number]) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
/** A year that has the day: 29 February moves to the next leap year. */
const yearFor = (year: number, [month, day]: [number, number]) => {
  let y = year;
  while (month === 2 && day === 29 && !isLeap(y)) y++;
  return y;
};

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * The j-th demo customer of the p-th provider. Each kind of date walks the calendar with a step
 * prime to its 366 days, so every provider has, on every day of the year, birthdays (29 February
 * too), activation and contract anniversaries. One in ten has no e-mail, another one in ten no
 * celular, one in fifty is inactive, one in twenty-five is a company.
 */
export function demoCustomer(p: number, j: number): CustomerRecord {
  const first = FIRST[j % FIRST.length];
  const last = LAST[(j * 7 + p) % LAST.length];
  const company = j % 25 === 24;
  const nome_razaosocial = company
    ? `${BUSINESS[j % BUSINESS.length]} ${last} Ltda`
    : `${first} ${last} ${LAST[(j * 3 + 5) % LAST.length]}`;

  const birth = LEAP_DAYS[j % 366];
  const contract = LEAP_DAYS[(j * 5 + 17) % 366];
  const activation = LEAP_DAYS[(j * 7 + 101) % 366];
  const birthYear = yearFor(1950 + ((j * 13) % 55), birth);
  const contractYear = yearFor(2012 + (j % 12), contract);
  // Activation follows the contract within a year.
  const activationAfter =
    activation[0] * 100 + activation[1] >= contract[0] * 100 + contract[1] ? contractYear : contractYear + 1;
  const activationYear = yearFor(activationAfter, activation);

  const serial = p * 1_000_000 + j;
  const cpf = cpfFromBase(String(100_000_000 + ((serial * 7_919) % 899_999_999)).slice(0, 9));
  return {
    codpessoa: String(100_000 + j),
    cpf,
    nome_razaosocial,
    email: j % 10 === 3 ? null : `${plain(company ? `contato.${last}` : `${first}.${last}`)}.${j}@exemplo.com.br`,
    celular:
      j % 10 === 7
        ? null
        : `${DDD[p % DDD.length]}9${String((j * 104_729 + p * 7_777) % 100_000_000).padStart(8, '0')}`,
    data_nascimento: company ? null : iso(birthYear, birth),
    data_ativacao: iso(activationYear, activation),
    data_contratacao: iso(contractYear, contract),
    ativo: j % 50 !== 13,
  };
}

/** 20 000 customers (at the seed's scale) spread over the providers, written by the import's batched upsert. */
export async function seedCustomers(db: Db, ctx: ModuleSeedContext): Promise<void> {
  const providers = ctx.org.companies;
  const total = scaled(ctx, DEMO_CUSTOMERS);
  for (let p = 0; p < providers.length; p++) {
    const count = Math.floor(total / providers.length) + (p < total % providers.length ? 1 : 0);
    const customers = Array.from({ length: count }, (_, j) => demoCustomer(p, j));
    await customersRepository.upsert(db, providers[p].id, customers);
  }
  // These rows are most of the demo data's write-ahead log: a checkpoint now spares every copy of a
  // seeded database (each test file opens one) from replaying it (≈1 s each on PGlite). A role that
  // may not checkpoint leaves it to the server's next one.
  await db.execute(sql`checkpoint`).catch(() => undefined);
}
