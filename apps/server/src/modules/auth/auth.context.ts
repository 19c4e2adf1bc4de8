import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Actor } from '../../platform/auth/access';
import type { IdentityStates } from '../../platform/auth/identity-states';
import type { TokenSigner } from '../../platform/auth/tokens';
import type { Sender } from '../../platform/messaging/sender';
import { type ChallengeSessions, createChallengeSessions } from './challenge-session';

/** What the identity operations need: the database, the token signer, the mail sender and keys. */
export type AuthContext = {
  db: Db;
  tokens: TokenSigner;
  sender: Sender;
  sessions: ChallengeSessions;
  /** What this instance keeps in memory of identities' sign-in state (dropped on each revocation). */
  identityStates: Pick<IdentityStates, 'forget'>;
  /** HMAC key of the stored one-time codes (a leaked table alone does not reveal them). */
  codeKey: Buffer;
};

/** An identity operation's context: the identity services and who is calling (the guest for public calls). */
export type AuthOpContext = AuthContext & { actor: Actor };

export function authContextOf(app: FastifyInstance): AuthContext {
  const secret = app.config.jwtSecret;
  return {
    db: app.db,
    tokens: app.tokens,
    sender: app.sender,
    sessions: createChallengeSessions(secret),
    identityStates: app.identityStates,
    codeKey: createHmac('sha256', secret).update('one-time-codes').digest(),
  };
}
