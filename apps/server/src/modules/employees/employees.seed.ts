import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { withActor } from '../../db/client';
import type { ModuleSeedContext } from '../../db/seed/seed-context';
import { usuario } from '../../db/schema';
import { cpfFromBase, formatCpf } from '@intranet/shared/validation/cpf';

/** Profiles of the demo employees: birthdays and admission dates feed the birthday notices and reports. */
export async function seedEmployees(db: Db, { accounts }: ModuleSeedContext): Promise<void> {
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
  });
}
