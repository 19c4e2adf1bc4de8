import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import { leadingZeroBits } from '@intranet/shared/roulette/proof-of-work';
import { CHALLENGE_MINUTES, PHONE_CODE_DIGITS } from '@intranet/shared/roulette/roulette.rules';

/**
 * The public wheel's guards against draining a campaign (docs/roulette.md): who is calling (the
 * address the cap counts) and the server's key that signs challenges and hashes SMS codes.
 */
export type Visit = { address: string; key: Buffer };

/** The guards' key, from the token secret every instance shares. */
export const guardKey = (secret: string) => createHmac('sha256', secret).update('roleta:desafios-e-codigos').digest();

/** A visit from inside the server (the demo seed): no address, a key of its own. */
export const localVisit = (): Visit => ({ address: 'local', key: randomBytes(32) });

/** The internet address a cap counts: IPv4 as is; IPv6 by its /64, which one subscriber gets whole. */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1];
  if (isIPv4(ip) || !isIPv6(ip)) return ip;
  const [head, tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = ip.includes('::') && tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

const sign = (key: Buffer, text: string) => createHmac('sha256', key).update(text).digest('base64url').slice(0, 22);

/** A challenge of one campaign, signed, with the instant it was issued: `{campaign}.{ms}.{random}.{signature}`. */
export function issueChallenge(key: Buffer, campaignId: number, now = Date.now()): string {
  const body = `${campaignId}.${now}.${randomBytes(12).toString('base64url')}`;
  return `${body}.${sign(key, body)}`;
}

/** When a challenge of this campaign signed by this key was issued (ms), or null; expired ones are null too. */
export function challengeIssuedAt(key: Buffer, campaignId: number, challenge: string, now = Date.now()): number | null {
  const parts = challenge.split('.');
  if (parts.length !== 4 || parts[0] !== String(campaignId)) return null;
  const expected = Buffer.from(sign(key, parts.slice(0, 3).join('.')));
  const given = Buffer.from(parts[3]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const issued = Number(parts[1]);
  if (!Number.isSafeInteger(issued) || issued > now + 60_000 || now - issued > CHALLENGE_MINUTES * 60_000) return null;
  return issued;
}

/** Whether sha256(challenge + nonce) starts with `bits` zero bits. */
export const proofHolds = (challenge: string, nonce: string, bits: number) =>
  /^[0-9a-z]{1,16}$/.test(nonce) &&
  leadingZeroBits(
    createHash('sha256')
      .update(challenge + nonce)
      .digest(),
  ) >= bits;

/** A new SMS code: 6 random digits. */
export const newPhoneCode = () => String(randomInt(0, 10 ** PHONE_CODE_DIGITS)).padStart(PHONE_CODE_DIGITS, '0');

/** What is stored of a code: its keyed hash, bound to the campaign and the phone. */
export const phoneCodeHash = (key: Buffer, campaignId: number, phone: string, code: string) =>
  createHmac('sha256', key).update(`${campaignId}:${phone}:${code}`).digest('hex');

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}
