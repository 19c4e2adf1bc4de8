import type {
  AccountResponse,
  ContactBody,
  IdentificationBody,
} from '@intranet/shared/client-panel/client-panel.schemas';
import { today } from '@intranet/shared/calendar/days';
import { withActor } from '../../db/client';
import type { OpContext } from '../../platform/http/routes';
import { ownerAccounts } from '../customer-accounts/customer-accounts.public';
import { customerCpf, ownedContract, ownedRecord } from './client-panel.policy';
import {
  presentConnection,
  presentContract,
  presentInvoice,
  presentOrder,
  presentRecord,
  presentSummary,
} from './client-panel.presenter';
import { updateCustomerRow } from './client-panel.repository';

/** The panel's home: the customer's records at each provider and their contracts. */
export async function account(ctx: OpContext): Promise<AccountResponse> {
  const cpf = await customerCpf(ctx);
  const [records, contracts] = await Promise.all([
    ownerAccounts.recordsOfCpf(ctx.db, cpf),
    ownerAccounts.contractsOfCpf(ctx.db, cpf, today()),
  ]);
  return {
    nome: records[0]?.nome_razaosocial ?? '',
    cadastros: records.map(presentRecord),
    contratos: contracts.map(presentSummary),
  };
}

async function recordAnswer(ctx: OpContext, id: number) {
  const cpf = await customerCpf(ctx);
  const record = (await ownerAccounts.recordsOfCpf(ctx.db, cpf)).find((r) => r.id === id)!;
  return { cadastro: presentRecord(record) };
}

/** Name and birth date of one of the customer's records, written under their own user (audited). */
export async function editIdentification(
  ctx: OpContext,
  id: number,
  body: IdentificationBody & { data_nascimento: string },
) {
  await ownedRecord(ctx, id);
  await withActor(ctx.db, ctx.actor.userId, (tx) =>
    updateCustomerRow(tx, id, { nome_razaosocial: body.nome_razaosocial, data_nascimento: body.data_nascimento }),
  );
  return recordAnswer(ctx, id);
}

/** E-mail and mobile of one of the customer's records (where their codes go), audited. */
export async function editContact(ctx: OpContext, id: number, body: ContactBody) {
  await ownedRecord(ctx, id);
  await withActor(ctx.db, ctx.actor.userId, (tx) =>
    updateCustomerRow(tx, id, { email: body.email || null, celular: body.celular || null }),
  );
  return recordAnswer(ctx, id);
}

export async function contract(ctx: OpContext, id: number) {
  return { contrato: presentContract(await ownedContract(ctx, id)) };
}

export async function connections(ctx: OpContext, id: number) {
  await ownedContract(ctx, id);
  return { conexoes: (await ownerAccounts.connectionsOfContract(ctx.db, id)).map(presentConnection) };
}

export async function invoices(ctx: OpContext, id: number, situacao: 'abertas' | 'pagas') {
  await ownedContract(ctx, id);
  const day = today();
  const rows = await ownerAccounts.invoicesOfContract(ctx.db, id, situacao);
  return { faturas: rows.map((r) => presentInvoice(r, day)) };
}

export async function orders(ctx: OpContext, id: number) {
  await ownedContract(ctx, id);
  return { ordens: (await ownerAccounts.ordersOfContract(ctx.db, id)).map(presentOrder) };
}
