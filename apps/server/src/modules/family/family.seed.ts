import { addDays, today } from '@intranet/shared/calendar/days';
import { cpfFromBase } from '@intranet/shared/validation/cpf';
import { inArray } from 'drizzle-orm';
import { withActor } from '../../db/client';
import type { ModuleSeed } from '../../db/seed/seed-context';
import { dependente, usuario } from '../../db/schema';

const SPOUSES = [
  'Juliana',
  'Rafael',
  'Patrícia',
  'Marcelo',
  'Fernanda',
  'Thiago',
  'Camila',
  'Eduardo',
  'Aline',
  'Rodrigo',
];
const CHILDREN = [
  'Miguel',
  'Helena',
  'Arthur',
  'Alice',
  'Gael',
  'Laura',
  'Heitor',
  'Valentina',
  'Theo',
  'Manuela',
  'Davi',
  'Sophia',
  'Bernardo',
  'Isabela',
  'Gabriel',
  'Lorena',
  'Samuel',
  'Cecília',
];
const PARENTS = {
  pai: ['José', 'Antônio', 'Francisco', 'Luiz'],
  mae: ['Maria', 'Aparecida', 'Francisca', 'Terezinha'],
};

/** The day `years` and `days` before today, in São Paulo. */
const bornAgo = (years: number, days: number) => {
  const [y, m, d] = addDays(today(), -days).split('-');
  const day = m === '02' && d === '29' ? '28' : d;
  return `${Number(y) - years}-${m}-${day}`;
};

/**
 * Demo dependents for about two thirds of the employees and the demo accounts (Carlos has a partner
 * and two children): spouses, children of every age (a 23-year-old student still an income-tax
 * dependent, for the form's warning), a few parents; valid CPFs with their check digits.
 */
export const seedFamily: ModuleSeed = async (db, { org, accounts }) => {
  const owners = [
    accounts.colaborador.usuarioId,
    accounts.rhSolicitante.usuarioId,
    accounts.admin.usuarioId,
    accounts.marketing.usuarioId,
    ...org.employeeIds.filter((_, i) => i % 3 !== 2),
  ];
  const people = await db
    .select({ id: usuario.id, sobrenome: usuario.sobrenome })
    .from(usuario)
    .where(inArray(usuario.id, owners));
  const surname = new Map(people.map((p) => [p.id, p.sobrenome?.split(' ').at(-1) ?? 'Silva']));
  // Distinct nine-digit bases spread over the range (104 729 is prime to 900 000 000), with their check digits.
  let n = 1;
  const cpf = () => cpfFromBase(((n++ * 104_729) % 900_000_000) + 100_000_000);
  const rows: (typeof dependente.$inferInsert)[] = [];
  owners.forEach((owner, i) => {
    const last = surname.get(owner) ?? 'Silva';
    if (owner === accounts.colaborador.usuarioId) {
      rows.push(
        {
          id_usuario: owner,
          nome: `Beatriz Lima ${last}`,
          parentesco: 'companheiro',
          data_nascimento: bornAgo(29, 40),
          cpf: cpf(),
          dependente_ir: false,
          dependente_plano: true,
        },
        {
          id_usuario: owner,
          nome: `Lucas Lima ${last}`,
          parentesco: 'filho',
          data_nascimento: bornAgo(4, 120),
          cpf: cpf(),
          dependente_ir: true,
          dependente_plano: true,
        },
        {
          id_usuario: owner,
          nome: `Mariana Lima ${last}`,
          parentesco: 'filho',
          data_nascimento: bornAgo(1, 200),
          cpf: cpf(),
          dependente_ir: true,
          dependente_plano: true,
        },
      );
      return;
    }
    if (i % 4 !== 3) {
      rows.push({
        id_usuario: owner,
        nome: `${SPOUSES[i % SPOUSES.length]} ${last}`,
        parentesco: i % 5 === 0 ? 'companheiro' : 'conjuge',
        data_nascimento: bornAgo(28 + (i % 20), i * 13),
        cpf: cpf(),
        dependente_ir: i % 3 === 0,
        dependente_plano: i % 6 !== 5,
      });
    }
    const children = i % 4;
    for (let k = 0; k < children; k++) {
      const age = (i * 5 + k * 7) % 26;
      const student = age > 21;
      rows.push({
        id_usuario: owner,
        nome: `${CHILDREN[(i * 3 + k) % CHILDREN.length]} ${last}`,
        parentesco: (i + k) % 9 === 4 ? 'enteado' : 'filho',
        data_nascimento: bornAgo(age, i * 17 + k * 31),
        cpf: age >= 1 || k % 2 === 0 ? cpf() : null,
        // A 22- to 25-year-old stays an income-tax dependent only as a student (every other one here).
        dependente_ir: (age <= 21 && (age >= 1 || k % 2 === 0)) || (student && i % 2 === 0),
        dependente_plano: age <= 24,
      });
    }
    if (i % 7 === 1) {
      const kin = i % 2 ? 'mae' : 'pai';
      rows.push({
        id_usuario: owner,
        nome: `${PARENTS[kin][i % 4]} ${last}`,
        parentesco: kin,
        data_nascimento: bornAgo(62 + (i % 15), i * 7),
        cpf: cpf(),
        dependente_ir: i % 3 === 1,
        dependente_plano: false,
      });
    }
  });
  await withActor(db, accounts.admin.usuarioId, (tx) => tx.insert(dependente).values(rows));
};
