import type { ModuleSeed } from '../../db/seed/seed-context';
import { regraBloqueio } from '../../db/schema';

/** Demo blocking rules, one per provider. */
export const seedBlockingRules: ModuleSeed = async (db, { org, accounts }) => {
  await db.insert(regraBloqueio).values(
    org.companies.map((company, i) => ({
      nome: `Bloqueio ${company.nome} ${15 + i * 15} dias`,
      provedor: company.id,
      dias_atraso: 15 + i * 15,
      ativo: i !== 2,
      id_usuario: accounts.admin.usuarioId,
    })),
  );
};
