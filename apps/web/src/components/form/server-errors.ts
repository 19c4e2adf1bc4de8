import type { FormInstance } from 'antd';
import { ApiError } from '../../lib/api-client';

/** Request keys that wrap a form's values (`{ object: {...} }`, `{ objects: [...] }`, `{ filtro: {...} }` …), not fields. */
const WRAPPERS = new Set(['object', 'objects', 'filtro', 'body', 'data', 'where', '_set', 'input']);

type FieldName = (string | number)[];

/**
 * The form field a server error path names: `object.nome` → `['nome']`, `objects.0.nome` →
 * `['nome']`, `filtro.ativo` → `['ativo']`, `object.contatos.1.email` → `['contatos', 1, 'email']`.
 */
export function fieldNameOf(path: string): FieldName {
  const parts: FieldName = path
    .split('.')
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
  let start = 0;
  while (start < parts.length - 1) {
    const part = parts[start];
    const afterWrapper = typeof part === 'number' && start > 0 && WRAPPERS.has(String(parts[start - 1]));
    if (!WRAPPERS.has(String(part)) && !afterWrapper) break;
    start++;
  }
  return parts.slice(start);
}

/**
 * Shows a failed call's reasons under the fields they concern: each field of a 400, and the
 * message of a 409 (a unique name taken) under `nameField`. Whether any was placed; the page's
 * one toast tells the failure itself.
 */
export function showServerErrors(
  form: FormInstance,
  error: unknown,
  { nameField }: { nameField?: string } = {},
): boolean {
  if (!(error instanceof ApiError)) return false;
  const byField = new Map<string, { name: FieldName; errors: string[] }>();
  const add = (name: FieldName, message: string) => {
    const key = name.join('.');
    const entry = byField.get(key) ?? { name, errors: [] };
    if (!entry.errors.includes(message)) entry.errors.push(message);
    byField.set(key, entry);
  };
  for (const field of error.fields ?? []) {
    const name = fieldNameOf(field.path);
    if (name.length) add(name, field.message);
  }
  if (error.status === 409 && nameField && !byField.has(nameField)) add([nameField], error.message);
  if (!byField.size) return false;
  form.setFields([...byField.values()]);
  return true;
}
