import { and, asc, eq } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { clientePessoa } from '../../db/schema';

type SearchKey = { sistema: number } & ({ codpessoa: string } | { cpf: string });

/** The customer directory's queries. */
export const customersRepository = {
  /** Customers of a provider with that code or CPF (a CPF may hold several contracts). */
  async search(db: Db, key: SearchKey) {
    const match = 'codpessoa' in key ? eq(clientePessoa.codpessoa, key.codpessoa) : eq(clientePessoa.cpf, key.cpf);
    return db
      .select({ id: clientePessoa.id, sistema: clientePessoa.sistema, codpessoa: clientePessoa.codpessoa, cpf: clientePessoa.cpf, nome_razaosocial: clientePessoa.nome_razaosocial })
      .from(clientePessoa)
      .where(and(eq(clientePessoa.sistema, key.sistema), match))
      .orderBy(asc(clientePessoa.codpessoa))
      .limit(50);
  },
};
