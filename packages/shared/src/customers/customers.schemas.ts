import { z } from 'zod';
import { isValidCpf, onlyDigits } from '../validation/cpf';
import { CUSTOMERS_MSG } from './customers.messages';

/** A customer of the directory as the lookups answer it (`relacionamento_dados_pessoas`). */
export const customer = z.object({
  id: z.number(),
  sistema: z.number(),
  codpessoa: z.string(),
  cpf: z.string(),
  nome_razaosocial: z.string(),
});
export type Customer = z.infer<typeof customer>;

/**
 * `POST v1/relacionamento/clientes` (spec §7 "Restrictions"): `sistema` and one key, `codpessoa` or
 * `cpf` (all 11 digits, masked or not), compared for equality.
 */
export const customerSearch = z.union([
  z.object({ sistema: z.coerce.number().int().positive(), codpessoa: z.string().trim().min(1, { error: CUSTOMERS_MSG.codeRequired }).max(30) }),
  z.object({
    sistema: z.coerce.number().int().positive(),
    cpf: z
      .string()
      .transform(onlyDigits)
      .refine((cpf) => cpf.length === 11, { error: CUSTOMERS_MSG.cpfIncomplete })
      .refine(isValidCpf, { error: CUSTOMERS_MSG.cpfInvalid }),
  }),
]);
export type CustomerSearch = z.input<typeof customerSearch>;

export const customerSearchResponse = z.object({ relacionamento_dados_pessoas: z.array(customer) });
