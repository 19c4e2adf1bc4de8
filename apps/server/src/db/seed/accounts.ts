import type { Db } from '../client';
import { identidade, perfil, perfilRole, usuario, usuarioEmpresa, usuarioPerfil } from '../schema';
import { hashPassword } from '../../platform/auth/passwords';
import type { SeededOrganization } from './organization';

import { DEMO_ACCOUNTS, type DemoAccount } from '@intranet/shared/demo/demo-accounts';

export { DEMO_ACCOUNTS, type DemoAccount };

export type SeededAccounts = Record<DemoAccount['key'], { usuarioId: number; identityId: string }>;

/**
 * Demo accounts. Employees work in Bitcom; the HR requester and the employee share the
 * Recursos Humanos department (the requester's report is limited to it).
 */
export async function seedAccounts(db: Db, org: SeededOrganization): Promise<SeededAccounts> {
  const [demoHash, tempHash] = await Promise.all([hashPassword('Demo#2026'), hashPassword('Temp#2026')]);
  const bitcom = org.companies.find((c) => c.nome === 'Bitcom')!;
  const deps = org.departments.get('Bitcom')!;
  const placement = (depName: string, index: number) => {
    const depId = deps.get(depName)!;
    const pos = org.positionsByDepartment.get(depId)![index];
    return { id_empresa: bitcom.id, id_departamento: depId, id_setor: pos.id_setor, id_cargo: pos.id };
  };
  const where: Record<DemoAccount['key'], ReturnType<typeof placement> | null> = {
    admin: placement('Tecnologia', 3),
    rhGestor: placement('Recursos Humanos', 3),
    rhSolicitante: placement('Recursos Humanos', 2),
    colaborador: placement('Recursos Humanos', 0),
    marketing: placement('Marketing', 3),
    vendedor: placement('Comercial', 0),
    suprimentos: placement('Atendimento', 3),
    frota: placement('Atendimento', 2),
    candidato: null,
    novo: placement('Recursos Humanos', 0),
  };

  const profileIds = new Map<string, number>();
  for (const account of DEMO_ACCOUNTS) {
    if (profileIds.has(account.perfil)) continue;
    const [p] = await db.insert(perfil).values({ nome: account.perfil }).returning({ id: perfil.id });
    profileIds.set(account.perfil, p.id);
    await db.insert(perfilRole).values(account.roles.map((role) => ({ id_perfil: p.id, role })));
  }

  const result = {} as SeededAccounts;
  for (const account of DEMO_ACCOUNTS) {
    const [first, ...rest] = account.nome.split(' ');
    const [u] = await db
      .insert(usuario)
      .values({
        nome: first,
        sobrenome: rest.join(' '),
        email: account.email,
        funcionario: account.employee,
        ...(where[account.key] ?? {}),
      })
      .returning({ id: usuario.id });
    if (where[account.key]) await db.insert(usuarioEmpresa).values({ id_usuario: u.id, id_empresa: bitcom.id });
    await db.insert(usuarioPerfil).values({ id_usuario: u.id, id_perfil: profileIds.get(account.perfil)! });
    const [identity] = await db
      .insert(identidade)
      .values({
        email: account.email,
        senha_hash: account.status === 'FORCE_CHANGE_PASSWORD' ? tempHash : demoHash,
        status: account.status,
        id_usuario: u.id,
      })
      .returning({ id: identidade.id });
    result[account.key] = { usuarioId: u.id, identityId: identity.id };
  }
  return result;
}
