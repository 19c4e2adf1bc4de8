import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { leadingZeroBits, sha256Ascii, solveProof, solves } from './proof-of-work';

describe('the wheel proof of work', () => {
  it('hashes ASCII as SHA-256 does, across block boundaries', () => {
    for (const length of [0, 1, 3, 55, 56, 63, 64, 65, 119, 120, 200]) {
      const text = randomBytes(length).toString('base64').slice(0, length);
      expect(Buffer.from(sha256Ascii(text)).toString('hex'), `length ${length}`).toBe(
        createHash('sha256').update(text, 'latin1').digest('hex'),
      );
    }
  });

  it('counts the leading zero bits of a hash', () => {
    expect(leadingZeroBits(Uint8Array.from([0x80, 0]))).toBe(0);
    expect(leadingZeroBits(Uint8Array.from([0, 0x01, 0xff]))).toBe(15);
    expect(leadingZeroBits(Uint8Array.from([0, 0, 0x20]))).toBe(18);
    expect(leadingZeroBits(new Uint8Array(4))).toBe(32);
  });

  it('finds a nonce whose hash with the challenge starts with the zero bits asked, which the server hash confirms', async () => {
    const challenge = randomBytes(24).toString('base64url');
    const nonce = await solveProof(challenge, 12);
    expect(solves(challenge, nonce, 12)).toBe(true);
    const serverHash = createHash('sha256')
      .update(challenge + nonce)
      .digest();
    expect(leadingZeroBits(serverHash)).toBeGreaterThanOrEqual(12);
    expect(solves(challenge, 'not a nonce!', 0)).toBe(false);
  });
});
