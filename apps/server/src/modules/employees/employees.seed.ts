import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { withActor } from '../../db/client';
import type { ModuleSeedContext } from '../../db/seed/seed-context';
import { usuario } from '../../db/schema';

/** A CPF with its check digits, from its first nine digits. */
function cpfOf(nine: string): string {
  const digits = nine.split('').map(Number);
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((acc, d, i) => acc + d * (length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  const d = digits.join('');
  return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`;
}

/** Profiles of the demo employees: birthdays and admission dates feed the birthday notices and reports. */
export async function seedEmployees(db: Db, { accounts }: ModuleSeedContext): Promise<void> {
  const profiles = [
    { key: 'admin', cpf: '529982247', genero: 'F', estado_civil: 'CASADA', data_nascimento: '1985-03-14', data_admissao: '2015-02-02', cnh_categoria: 'B', cnh_numero: '01234567890' },
    { key: 'rhGestor', cpf: '111444777', genero: 'F', estado_civil: 'SOLTEIRA', data_nascimento: '1990-07-21', data_admissao: '2018-05-07', cnh_categoria: 'Não Possui', cnh_numero: null },
    { key: 'rhSolicitante', cpf: '390533447', genero: 'M', estado_civil: 'CASADO', data_nascimento: '1992-11-02', data_admissao: '2020-01-13', cnh_categoria: 'AB', cnh_numero: '98765432100' },
    { key: 'colaborador', cpf: '153509460', genero: 'M', estado_civil: 'UNIAO_ESTAVEL', data_nascimento: '1995-01-30', data_admissao: '2022-08-01', cnh_categoria: 'B', cnh_numero: '55544433322' },
    { key: 'marketing', cpf: '862398215', genero: 'F', estado_civil: 'DIVORCIADA', data_nascimento: '1988-09-09', data_admissao: '2019-03-18', cnh_categoria: 'Não Possui', cnh_numero: null },
  ] as const;
  await withActor(db, accounts.admin.usuarioId, async (tx) => {
    for (const p of profiles) {
      const { key, cpf, ...rest } = p;
      await tx
        .update(usuario)
        .set({ ...rest, cpf: cpfOf(cpf), nacionalidade: 'Brasileira', viagem: key === 'marketing' })
        .where(eq(usuario.id, accounts[key].usuarioId));
    }
  });
}
