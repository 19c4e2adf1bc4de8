import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { emailField, optionalEmailField, passwordField } from '@intranet/shared/validation/fields';
import { zodRule, zodRules } from './zod-rules';

type Validator = (rule: unknown, value: unknown) => Promise<void>;
const check = (schema: z.ZodType, value: unknown) => (zodRule(schema) as { validator: Validator }).validator({}, value);

describe('zod rules adapter', () => {
  it('passes valid values and rejects with the schema message', async () => {
    await expect(check(emailField, 'ana@demo.intranet')).resolves.toBeUndefined();
    await expect(check(emailField, 'ana@')).rejects.toThrow('E-mail inválido');
    await expect(check(emailField, undefined)).rejects.toThrow('Campo obrigatório');
    await expect(check(passwordField, 'abc')).rejects.toThrow('Utilize no mínimo 8 caracteres.');
  });

  it('treats an empty optional field as valid and unmarked', async () => {
    await expect(check(optionalEmailField, undefined)).resolves.toBeUndefined();
    expect((zodRule(optionalEmailField) as { required: boolean }).required).toBe(false);
    expect((zodRule(emailField) as { required: boolean }).required).toBe(true);
  });

  it('builds one rule list per field of an object schema', () => {
    const rules = zodRules(z.object({ nome: z.string().min(1), email: emailField }));
    expect(Object.keys(rules)).toEqual(['nome', 'email']);
  });
});
