import type { Db } from '../../db/client';
import { customersPublic } from '../customers/customers.public';

/** One action of a blocking rule as the ERP receives it; `id_acao` lets the ERP ignore a repeated send. */
export type ErpBlockingAction = {
  id_acao: number;
  contrato: string;
  acao: 'reduzir' | 'bloquear';
  data_referencia: string;
  dias_atraso: number;
  valor_vencido: string;
};

/** Where the actions of the blocking rules go: the provider's ERP. A rejection throws with the reason. */
export interface BlockingActionSender {
  send(sistema: number, action: ErpBlockingAction): Promise<void>;
}

/**
 * The HTTP adapter: `POST <ERP url>/acoes-bloqueio` with the action as JSON and `Authorization: Bearer
 * <token>`, to the provider's endpoint of the ERP sync's settings (ERP_SYNC_URL …, docs/customers.md),
 * read at each send. Any 2xx is accepted; anything else, a timeout or no endpoint is a failure.
 */
export function httpBlockingActionSender(db: Db, env: NodeJS.ProcessEnv = process.env): BlockingActionSender {
  return {
    async send(sistema, action) {
      const endpoint = await customersPublic.erpEndpoint(db, sistema, env);
      if (!endpoint) throw new Error('ERP do provedor não configurado (ERP_SYNC_URL)');
      const url = new URL(`${endpoint.url.replace(/\/+$/, '')}/acoes-bloqueio`);
      const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
      if (endpoint.token) headers.authorization = `Bearer ${endpoint.token}`;
      const response = await fetch(url, {
        method: 'POST',
        headers,
        body: JSON.stringify(action),
        signal: AbortSignal.timeout(customersPublic.timeoutMs(env)),
      });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`o ERP respondeu ${response.status}`);
    },
  };
}
