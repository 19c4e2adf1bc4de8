import type { Db } from '../../db/client';
import type { ModuleSeedContext } from '../../db/seed/seed-context';
import { withActor } from '../../db/client';
import * as repo from './access-profiles.repository';

/** Demo access profiles beside those of the demo accounts: a marketing analyst's role set. */
export const DEMO_PROFILES = [
  {
    nome: 'Analista de Marketing',
    roles: ['marketing:solicitante', 'vendas:leitor', 'regua_comunicacao:leitor', 'pagina_inicial:leitor'],
  },
  { nome: 'Leitor de RH', roles: ['rh:leitor', 'onboarding:leitor', 'pagina_inicial:leitor'] },
] as const;

export async function seedAccessProfiles(db: Db, { accounts }: ModuleSeedContext): Promise<void> {
  await withActor(db, accounts.admin.usuarioId, async (tx) => {
    for (const profile of DEMO_PROFILES) {
      if (await repo.nameTaken(tx, profile.nome)) continue;
      const id = await repo.insertProfile(tx, { nome: profile.nome, ativo: true });
      await repo.replaceRoles(tx, id, [...profile.roles]);
    }
  });
}
