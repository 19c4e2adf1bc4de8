import { passwordProblem } from '@intranet/shared/auth/password-policy';
import { SUPERADMIN } from '@intranet/shared/auth/roles';
import { type Db, withActor } from '../../db/client';
import { hashPassword } from '../../platform/auth/passwords';
import { ensureProfile, findIdentityByEmail, insertPerson, usuarioEmailTaken } from './auth.repository';

export const SUPERADMIN_PROFILE = 'Super Admin';

/** The first superadmin of a database (CLI `npm run admin:create`): an employee, signed in with this password. */
export async function createSuperadmin(
  db: Db,
  input: { email: string; password: string; nome: string },
): Promise<{ usuarioId: number; identityId: string }> {
  const email = input.email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new Error('E-mail inválido');
  const problem = passwordProblem(input.password);
  if (problem) throw new Error(problem);
  if ((await findIdentityByEmail(db, email)) || (await usuarioEmailTaken(db, email)))
    throw new Error('Já existe uma conta com este e-mail.');
  const senha_hash = await hashPassword(input.password);
  const [nome, ...rest] = (input.nome.trim() || 'Administrador').split(/\s+/);
  return withActor(db, null, async (tx) => {
    const perfilId = await ensureProfile(tx, SUPERADMIN_PROFILE, [SUPERADMIN]);
    return insertPerson(tx, {
      nome,
      sobrenome: rest.join(' '),
      email,
      funcionario: true,
      perfilId,
      senha_hash,
      status: 'CONFIRMED',
    });
  });
}
