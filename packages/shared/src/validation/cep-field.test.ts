import { describe, expect, it } from 'vitest';
import { maskedCepField } from './fields';
import { MSG } from './messages';

const messages = (
  schema: { safeParse: (v: unknown) => { error?: { issues: { message: string }[] } } },
  value: unknown,
) => schema.safeParse(value).error?.issues.map((i) => i.message) ?? [];

describe('a required CEP', () => {
  for (const [name, schema] of [['generic form and server', maskedCepField]] as const) {
    it(`${name}: says 'Campo obrigatório' when empty, and only that`, () => {
      expect(messages(schema, '')).toEqual([MSG.required]);
      expect(messages(schema, '   ')).toEqual([MSG.required]);
    });

    it(`${name}: keeps the spec's 'CEP invalido' for a malformed one`, () => {
      expect(new Set(messages(schema, '3013'))).toEqual(new Set([MSG.cep]));
      expect(new Set(messages(schema, '30130-0100'))).toEqual(new Set([MSG.cep]));
      expect(messages(schema, '30130-010')).toEqual([]);
    });
  }
});
