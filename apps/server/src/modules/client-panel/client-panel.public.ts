/** What other areas may use of the client panel: the customers' one-time codes (the financial home's code). */
export { type CodeContext, customerCodeKey, redeemCustomerCode, sendCustomerCode } from './customer-codes';
