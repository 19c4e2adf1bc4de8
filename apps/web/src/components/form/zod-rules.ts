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
 * message. `required` only drives the asterisk: the validator decides. `toInput` turns what the
 * control holds into what the schema reads, where they differ (a picked year into the stored day).
 */
export function zodRule(schema: z.ZodType, toInput?: (value: unknown) => unknown): Rule {
  const optional = acceptsMissing(schema);
  const emptyOk = acceptsEmpty(schema);
  return {
    required: !optional && !emptyOk,
    validator: async (_rule, value: unknown) => {
      const held = toInput ? toInput(value) : value;
      // Cleared antd inputs give undefined/null; a schema that accepts '' treats them as empty.
      const input = (held === undefined || held === null) && emptyOk ? '' : held;
      const result = schema.safeParse(input);
      if (!result.success) throw new Error(result.error.issues[0]?.message ?? MSG.invalidData);
    },
  };
}

type Layers = { innerType?: z.ZodType; in?: z.ZodType; out?: z.ZodType; options?: z.ZodType[] };

/**
 * The schemas a field's value goes through: itself, what default/optional/nullable wrap, both ends of a
 * pipe, each option of a union ('' or an e-mail).
 */
function layers(schema: z.ZodType): z.ZodType[] {
  const def = schema._zod.def as Layers;
  if (def.innerType) return [schema, ...layers(def.innerType)];
  if (def.options) return [schema, ...def.options.flatMap(layers)];
  if (def.in && def.out) return [schema, ...layers(def.in), ...layers(def.out)];
  return [schema];
}

const bound = (n: unknown): n is number => typeof n === 'number' && Math.abs(n) < Number.MAX_SAFE_INTEGER;

/** The most characters a shared text field takes, for the control: `<Input maxLength={maxLengthOf(shape.nome)} />`. */
export function maxLengthOf(schema: z.ZodType): number | undefined {
  const maxima = layers(schema)
    .map((s) => (s as z.ZodString).maxLength)
    .filter(bound);
  return maxima.length > 0 ? Math.min(...maxima) : undefined;
}

/** The bounds of a shared number field, for the control: `<InputNumber {...rangeOf(shape.dias)} />`. */
export function rangeOf(schema: z.ZodType): { min?: number; max?: number } {
  const numbers = layers(schema) as z.ZodNumber[];
  const minima = numbers.map((s) => s.minValue).filter(bound);
  const maxima = numbers.map((s) => s.maxValue).filter(bound);
  return {
    ...(minima.length > 0 ? { min: Math.max(...minima) } : {}),
    ...(maxima.length > 0 ? { max: Math.min(...maxima) } : {}),
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
