import { createHash, createHmac } from 'node:crypto';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import { NEW_PASSWORD_REQUIRED } from '@intranet/shared/auth/auth.schemas';
import { TOKEN_ISSUER } from '../../platform/auth/tokens';

const AUDIENCE = 'intranet:new-password';
export const CHALLENGE_TTL_SECONDS = 5 * 60;

export type ChallengeSessions = {
  issue(identity: { id: string; email: string; senha_hash: string }): Promise<string>;
  /** Whether the session was issued to this identity and its current (temporary) password. */
  verify(session: string, identity: { id: string; email: string; senha_hash: string }): Promise<boolean>;
};

/** Binds the session to the password it replaces, so it cannot be used twice. */
const passwordTag = (hash: string) => createHash('sha256').update(hash).digest('base64url').slice(0, 22);

/**
 * The `session` of the NEW_PASSWORD_REQUIRED challenge: a short-lived token signed with a key derived
 * from the server secret and an audience of its own, so it is never accepted as an identity token
 * and an identity token is never accepted as a session.
 */
export function createChallengeSessions(secret: string): ChallengeSessions {
  const key = createHmac('sha256', secret).update('new-password-session').digest();
  return {
    issue(identity) {
      return new SignJWT({
        purpose: NEW_PASSWORD_REQUIRED,
        email: identity.email.toLowerCase(),
        pw: passwordTag(identity.senha_hash),
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(identity.id)
        .setAudience(AUDIENCE)
        .setIssuer(TOKEN_ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${CHALLENGE_TTL_SECONDS}s`)
        .sign(key);
    },
    async verify(session, identity) {
      try {
        const { payload } = await jwtVerify(session, key, {
          algorithms: ['HS256'],
          audience: AUDIENCE,
          issuer: TOKEN_ISSUER,
          requiredClaims: ['exp', 'sub'],
        });
        return (
          payload.purpose === NEW_PASSWORD_REQUIRED &&
          payload.sub === identity.id &&
          payload.email === identity.email.toLowerCase() &&
          payload.pw === passwordTag(identity.senha_hash)
        );
      } catch (err) {
        if (err instanceof joseErrors.JOSEError) return false;
        throw err;
      }
    },
  };
}
