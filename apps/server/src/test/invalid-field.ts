import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** A 400 whose reasons include `message` under the field at `path` (`object.cnpj` …). */
export function expectInvalidField(res: LightMyRequestResponse, path: string, message: string): void {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json().fields).toEqual(expect.arrayContaining([{ path, message }]));
}
