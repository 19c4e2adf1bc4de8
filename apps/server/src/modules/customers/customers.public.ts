import { providerFlagOf } from '@intranet/shared/tracking-links/tracking-links.rules';
import type { Db } from '../../db/client';
import * as repo from './customers.repository';

/** What other areas may ask of the customer directory. */
export const customersPublic = {
  /** The provider company (rh_empresa id) of a provider flag ('razao' → RazãoInfo's id), or null. */
  async providerIdOf(db: Db, flag: string): Promise<number | null> {
    const providers = await repo.providers(db);
    return providers.find((p) => providerFlagOf(p.nome) === flag)?.id ?? null;
  },
  /** The customer codes (codpessoa) of a CPF at a provider; empty when the person is not its customer. */
  async customerCodes(db: Db, sistema: number, cpf: string): Promise<string[]> {
    return (await repo.search(db, { sistema, cpf })).map((c) => c.codpessoa);
  },
};
