import { describe, expect, it } from 'vitest';
import { parsePublicUrl } from './config';

describe('PUBLIC_URL', () => {
  it('defaults to localhost on the server port', () => {
    expect(parsePublicUrl(undefined, 3000)).toBe('http://localhost:3000');
  });

  it('keeps scheme, host, port and a base path, without the trailing slash', () => {
    expect(parsePublicUrl('https://intranet.bitcom.com.br/', 3000)).toBe('https://intranet.bitcom.com.br');
    expect(parsePublicUrl('http://10.0.0.5:8080/intranet/', 3000)).toBe('http://10.0.0.5:8080/intranet');
  });

  it('refuses what is not a plain http(s) address', () => {
    for (const bad of [
      'intranet.bitcom.com.br',
      'ftp://x.example',
      'https://user:pw@x.example',
      'https://x.example/?a=1',
      'javascript:alert(1)',
    ]) {
      expect(() => parsePublicUrl(bad, 3000), bad).toThrow(/PUBLIC_URL/);
    }
  });
});
