import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client';
import { retryOnce } from './providers';

describe('retries of failed queries', () => {
  it('never retries a refused or invalid call (4xx), so a 403 or 404 is asked once', () => {
    for (const status of [400, 401, 403, 404, 409, 429]) expect(retryOnce(0, new ApiError(status, 'x'))).toBe(false);
  });

  it('retries a server or network failure once', () => {
    expect(retryOnce(0, new ApiError(503, 'x'))).toBe(true);
    expect(retryOnce(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(retryOnce(1, new ApiError(503, 'x'))).toBe(false);
  });
});
