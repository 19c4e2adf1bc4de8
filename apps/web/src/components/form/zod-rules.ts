import '../../lib/zod-pt-br';
import type { FormRule as Rule } from 'antd';
import type { z } from 'zod';
import { MSG } from '@intranet/shared/validation/messages';

function acceptsMissing(schema: z.ZodType): boolean {
  return schema.safeParse(undefined).success;
}

function acceptsEmpty(schema: z.ZodType): boolean {
  return schema.safeParse('').success;
}

/**
 * One antd rule that validates a field with its shared zod schema and shows the schema's first
 * message. `required` only drives the asterisk: the validator decides.
 */
export function zodRule(schema: z.ZodType): Rule {
  const optional = acceptsMissing(schema);
  const emptyOk = acceptsEmpty(schema);
  return {
    required: !optional && !emptyOk,
    validator: async (_rule, value: unknown) => {
      // Cleared antd inputs give undefined/null; a schema that accepts '' treats them as empty.
      const input = (value === undefined || value === null) && emptyOk ? '' : value;
      const result = schema.safeParse(input);
      if (!result.success) throw new Error(result.error.issues[0]?.message ?? MSG.invalidData);
    },
  };
}

type Shape<S> = S extends z.ZodObject<infer T> ? T : never;

/** Rules for every field of a shared object schema: `<Form.Item name="nome" rules={rules.nome}>`. */
export function zodRules<S extends z.ZodObject>(schema: S): { [K in keyof Shape<S>]: Rule[] } {
  const out: Record<string, Rule[]> = {};
  for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    out[key] = [zodRule(field)];
  }
  return out as { [K in keyof Shape<S>]: Rule[] };
}

/**
 * zodRule for a schema loaded on demand: keeps zod out of a page's first download (the login page).
 * antd validators are asynchronous, so the schema module is simply awaited on first validation.
 */
export function lazyZodRule(load: () => Promise<z.ZodType>, required = true): Rule {
  return {
    required,
    validator: async (rule, value: unknown) => {
      const validator = zodRule(await load()) as { validator: (r: unknown, v: unknown) => Promise<void> };
      await validator.validator(rule, value);
    },
  };
}
