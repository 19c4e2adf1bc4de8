import { providerFlagOf } from '@intranet/shared/tracking-links/tracking-links.rules';
import type { Db } from '../../db/client';
import * as repo from './customers.repository';
import { type ErpEndpoint, erpEndpointOf, erpSyncConfig, providerKey } from './customers.sync';

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
  /** A provider's ERP endpoint by the sync's settings (ERP_SYNC_*), or null when none is set for it. */
  async erpEndpoint(db: Db, sistema: number, env: NodeJS.ProcessEnv = process.env): Promise<ErpEndpoint | null> {
    const config = erpSyncConfig(env);
    const provider = config && (await repo.providers(db)).find((p) => p.id === sistema);
    return provider ? erpEndpointOf(config, providerKey(provider.nome)) : null;
  },
  timeoutMs: (env: NodeJS.ProcessEnv = process.env): number => erpSyncConfig(env)?.timeoutMs ?? 30_000,
};

export type { ErpEndpoint };

/** How many demo customers the directory's seed writes. */
export { DEMO_CUSTOMERS } from './customers.seed';
