import { CLIENT_PANEL_MSG } from '@intranet/shared/client-panel/client-panel.messages';
import { AppError, notFound } from '../../platform/http/errors';
import type { OpContext } from '../../platform/http/routes';
import { ownerAccounts } from '../customer-accounts/customer-accounts.public';
import { accountByUser, customerRow } from './client-panel.repository';

/**
 * Whose records a customer reaches: those of the customer rows with their account's CPF, at every
 * provider. Anything else is not found (404), never forbidden: a 403 would say it exists.
 */
export async function customerCpf(ctx: OpContext): Promise<string> {
  const account = await accountByUser(ctx.db, ctx.actor.userId);
  if (!account) throw new AppError('unauthenticated', CLIENT_PANEL_MSG.signIn.expired);
  return account.cpf;
}

export async function ownedContract(ctx: OpContext, id: number) {
  const contract = await ownerAccounts.contractOfCpf(ctx.db, await customerCpf(ctx), id);
  if (!contract) throw notFound(CLIENT_PANEL_MSG.notFound);
  return contract;
}

export async function ownedRecord(ctx: OpContext, id: number) {
  const row = await customerRow(ctx.db, id);
  if (!row || row.cpf !== (await customerCpf(ctx))) throw notFound(CLIENT_PANEL_MSG.notFound);
  return row;
}
