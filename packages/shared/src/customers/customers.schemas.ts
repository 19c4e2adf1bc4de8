import { z } from 'zod';
import { isValidCpf, onlyDigits } from '../validation/cpf';
import { MSG } from '../validation/messages';
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
  z.object({
    sistema: z.coerce.number().int().positive(),
    codpessoa: z.string().trim().min(1, { error: CUSTOMERS_MSG.codeRequired }).max(30),
  }),
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

/**
 * The fields of `POST v1/relacionamento/clientes/importacao` (multipart, beside the file `arquivo`):
 * the provider (an id of `GET v1/companies`) and whether to write the valid lines of a spreadsheet
 * that has invalid ones.
 */
export const customerImportFields = z.object({
  sistema: z.coerce
    .number({ error: CUSTOMERS_MSG.providerRequired })
    .int({ error: CUSTOMERS_MSG.providerRequired })
    .positive({ error: CUSTOMERS_MSG.providerRequired }),
  aplicar_validas: z
    .enum(['true', 'false', '1', '0', 'sim', 'nao'], { error: MSG.invalidData })
    .optional()
    .transform((value) => value === 'true' || value === '1' || value === 'sim'),
});
export type CustomerImportFields = z.infer<typeof customerImportFields>;

/** One refused line of a spreadsheet: its number as the spreadsheet shows it (the header is line 1). */
export const invalidLine = z.object({ linha: z.number(), motivo: z.string() });
export type InvalidLine = z.infer<typeof invalidLine>;

/**
 * What an import did. `gravado` false: the spreadsheet had invalid lines and nothing was written;
 * true: the valid lines were written, each new code inserted, each known code updated when a value
 * changed (`inalterados` when none did).
 */
export const customerImportReport = z.object({
  linhas: z.number(),
  inseridos: z.number(),
  atualizados: z.number(),
  inalterados: z.number(),
  gravado: z.boolean(),
  invalidos: z.array(invalidLine),
});
export type CustomerImportReport = z.infer<typeof customerImportReport>;
