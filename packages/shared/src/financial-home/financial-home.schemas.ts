import { z } from 'zod';
import { customerCodeField } from '../client-panel/client-panel.schemas';
import { financialHomeBody } from '../customer-accounts/customer-accounts.schemas';

/**
 * The financial home's question: the holder's CPF and either their birth date or a code sent to the
 * contact of record (`POST /v1/financeiro/codigo`).
 */
export const financialHomeQuestion = z.union([
  financialHomeBody.strict(),
  z.object({ cpf: financialHomeBody.shape.cpf, codigo: customerCodeField }).strict(),
]);
export type FinancialHomeQuestion = z.input<typeof financialHomeQuestion>;
