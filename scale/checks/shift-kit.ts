// What the two shift checks share: rules saved through the staff API, running a shift, and what the
// deliveries of a rule came to in the database.
import { COMMUNICATION_DISPATCH_API } from '@intranet/shared/communication-dispatch/communication-dispatch.contract';
import type { RunShiftResponse } from '@intranet/shared/communication-dispatch/communication-dispatch.schemas';
import { COMMUNICATION_SCALE_API } from '@intranet/shared/communication-scale/communication-scale.contract';
import type { RuleInput } from '@intranet/shared/communication-scale/communication-scale.schemas';
import type { Cluster } from '../cluster';
import { call, callOk, type Reply } from '../http';

/** The demo communication campaign of each provider, by provider name. */
export async function campaignsByProvider(cluster: Cluster): Promise<Map<string, number>> {
  const { token } = await cluster.session('marketing');
  const list = await callOk<{ campanha_comunicacao: { id: number; provedor: string }[] }>(
    `${cluster.balancer.url}${COMMUNICATION_SCALE_API.list.path}`,
    { token },
  );
  return new Map(list.campanha_comunicacao.map((c) => [c.provedor, c.id]));
}

/** Saves rules through the balancer as the marketing manager; answers their ids. */
export async function saveRules(cluster: Cluster, rules: RuleInput[]): Promise<number[]> {
  const { token } = await cluster.session('marketing');
  const saved = await callOk<{ insert_campanha_regras: { returning: { id: number }[] } }>(
    `${cluster.balancer.url}${COMMUNICATION_SCALE_API.createRules.path}`,
    {
      token,
      body: { objects: rules },
    },
  );
  return saved.insert_campanha_regras.returning.map((r) => r.id);
}

/** "Executar turno agora" on one instance, as the superadmin. */
export async function runShift(
  cluster: Cluster,
  base: string,
  turno: 'M' | 'T' | 'N',
  timeoutMs = 60_000,
): Promise<Reply> {
  const { token } = await cluster.session('admin');
  return call(`${base}${COMMUNICATION_DISPATCH_API.runShift.path}`, { token, body: { turno }, timeoutMs });
}

export const shiftAnswer = (reply: Reply) => (reply.status === 200 ? reply.json<RunShiftResponse>() : null);

/** The SMS deliveries of some rules by status. */
export async function smsDeliveries(
  cluster: Cluster,
  ruleIds: number[],
): Promise<Record<'pendente' | 'enviada' | 'falhou', number>> {
  const rows = await cluster.query<{ status: string; n: string }>(
    `select status, count(*) as n from comunicacao_entrega where canal = 'sms' and regra_id = any($1::int[]) group by status`,
    [ruleIds],
  );
  const by = { pendente: 0, enviada: 0, falhou: 0 };
  for (const row of rows) by[row.status as keyof typeof by] = Number(row.n);
  return by;
}
