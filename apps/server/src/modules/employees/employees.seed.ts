import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { withActor } from '../../db/client';
import type { ModuleSeedContext } from '../../db/seed/seed-context';
import { usuario } from '../../db/schema';
import { cpfFromBase, formatCpf } from '@intranet/shared/validation/cpf';

/** Profiles of the demo employees: birthdays and admission dates feed the birthday notices and reports. */
export async function seedEmployees(db: Db, { accounts, org }: ModuleSeedContext): Promise<void> {
  const profiles = [
    {
      key: 'admin',
      cpf: '529982247',
      genero: 'F',
      estado_civil: 'CASADA',
      data_nascimento: '1985-03-14',
      data_admissao: '2015-02-02',
      cnh_categoria: 'B',
      cnh_numero: '01234567890',
    },
    {
      key: 'rhGestor',
      cpf: '111444777',
      genero: 'F',
      estado_civil: 'SOLTEIRA',
      data_nascimento: '1990-07-21',
      data_admissao: '2018-05-07',
      cnh_categoria: 'Não Possui',
      cnh_numero: null,
    },
    {
      key: 'rhSolicitante',
      cpf: '390533447',
      genero: 'M',
      estado_civil: 'CASADO',
      data_nascimento: '1992-11-02',
      data_admissao: '2020-01-13',
      cnh_categoria: 'AB',
      cnh_numero: '98765432100',
    },
    {
      key: 'colaborador',
      cpf: '153509460',
      genero: 'M',
      estado_civil: 'UNIAO_ESTAVEL',
      data_nascimento: '1995-01-30',
      data_admissao: '2022-08-01',
      cnh_categoria: 'B',
      cnh_numero: '55544433322',
    },
    {
      key: 'marketing',
      cpf: '862398215',
      genero: 'F',
      estado_civil: 'DIVORCIADA',
      data_nascimento: '1988-09-09',
      data_admissao: '2019-03-18',
      cnh_categoria: 'Não Possui',
      cnh_numero: null,
    },
  ] as const;
  await withActor(db, accounts.admin.usuarioId, async (tx) => {
    for (const p of profiles) {
      const { key, cpf, ...rest } = p;
      await tx
        .update(usuario)
        .set({ ...rest, cpf: formatCpf(cpfFromBase(cpf)), nacionalidade: 'Brasileira', viagem: key === 'marketing' })
        .where(eq(usuario.id, accounts[key].usuarioId));
    }
    // The organization's employees: the gender of their first names (which alternate), and birth years
    // spread from 1958 to 2005 (day and month kept), so the age pyramid and the gender report show a
    // company rather than one generation.
    for (const [n, id] of org.employeeIds.entries()) {
      const [row] = await tx
        .select({ data_nascimento: usuario.data_nascimento })
        .from(usuario)
        .where(and(eq(usuario.id, id), isNull(usuario.genero)));
      if (!row) continue;
      const birth = row.data_nascimento ? `${1958 + ((n * 13) % 48)}${row.data_nascimento.slice(4)}` : null;
      await tx
        .update(usuario)
        .set({ genero: n % 2 === 0 ? 'F' : 'M', ...(birth ? { data_nascimento: birth } : {}) })
        .where(eq(usuario.id, id));
    }
  });
}
