import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { emailField, optionalEmailField, passwordField } from '@intranet/shared/validation/fields';
import { maxLengthOf, rangeOf, zodRule, zodRules } from './zod-rules';

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

  it('checks what the control holds as the schema reads it', async () => {
    const day = z.string({ error: 'Campo obrigatório' }).regex(/^\d{4}-\d{2}-\d{2}$/);
    const year = (zodRule(day, (y) => (y ? `${y}-01-02` : undefined)) as { validator: Validator }).validator;
    await expect(year({}, 2024)).resolves.toBeUndefined();
    await expect(year({}, undefined)).rejects.toThrow('Campo obrigatório');
  });

  it('reads the bounds a control shows from the schema, through defaults, optionals, pipes and unions', () => {
    const name = z.string().trim().min(1).pipe(z.string().max(120));
    expect(maxLengthOf(name)).toBe(120);
    expect(maxLengthOf(z.string().trim().max(2000).default(''))).toBe(2000);
    expect(maxLengthOf(z.string().max(300).max(200).optional())).toBe(200);
    expect(maxLengthOf(z.string())).toBeUndefined();
    expect(maxLengthOf(z.union([z.literal(''), z.string().max(254)]).nullish())).toBe(254);
    expect(rangeOf(z.number().int().min(1).max(3650).default(1))).toEqual({ min: 1, max: 3650 });
    expect(rangeOf(z.number().int())).toEqual({});
  });

  it('builds one rule list per field of an object schema', () => {
    const rules = zodRules(z.object({ nome: z.string().min(1), email: emailField }));
    expect(Object.keys(rules)).toEqual(['nome', 'email']);
  });
});
