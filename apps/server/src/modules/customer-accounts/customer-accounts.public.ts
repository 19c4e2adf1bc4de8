/** What other areas may use of the customer accounts: the ERP sync's account kinds (customers.sync calls it). */
export {
  type AccountKindReport,
  type AccountSource,
  type AccountSyncReport,
  ACCOUNT_SYNC_OVERLAP_MS,
  AccountKindUnavailable,
  syncAccounts,
} from './customer-accounts.sync';
export type { ErpAccountKind } from '@intranet/shared/customer-accounts/customer-accounts.erp';
/** The financial home's question: open invoices by CPF (and birth date). */
export { openInvoicesOf } from './customer-accounts.repository';
/** One customer's accounts, read by their CPF (the client panel). */
export * as ownerAccounts from './customer-accounts.owner.repository';
