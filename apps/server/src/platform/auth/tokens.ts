import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import type { IdentityClaims } from '@intranet/shared/auth/claims';
import { formatModulesClaim, isEmployee, modulesOf } from '@intranet/shared/auth/roles';

export const TOKEN_AUDIENCE = 'intranet';
export const TOKEN_ISSUER = 'intranet';
export const ID_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_DAYS = 30;

export type { IdentityClaims };

export type TokenSigner = {
  /** `sessionId`: the refresh-token family the token is issued for (the `sid` claim). */
  sign(input: {
    identityId: string;
    email: string;
    usuarioId: number;
    roles: string[];
    sessionId?: string;
  }): Promise<string>;
  verify(token: string): Promise<IdentityClaims | null>;
};

export function createTokenSigner(secret: string, ttlSeconds = ID_TOKEN_TTL_SECONDS): TokenSigner {
  const key = new TextEncoder().encode(secret);
  return {
    async sign({ identityId, email, usuarioId, roles, sessionId }) {
      return (
        new SignJWT({
          email,
          usuario_id: usuarioId,
          funcionario: isEmployee(roles),
          allowed_roles: roles,
          modules: formatModulesClaim(modulesOf(roles)),
          ...(sessionId ? { sid: sessionId } : {}),
        })
          .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
          .setSubject(identityId)
          .setAudience(TOKEN_AUDIENCE)
          .setIssuer(TOKEN_ISSUER)
          // Milliseconds kept as a fraction: a revocation voids the tokens issued before its instant.
          .setIssuedAt(Date.now() / 1000)
          .setExpirationTime(`${ttlSeconds}s`)
          .sign(key)
      );
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          audience: TOKEN_AUDIENCE,
          issuer: TOKEN_ISSUER,
          requiredClaims: ['exp', 'sub', 'iat'],
        });
        if (typeof payload.usuario_id !== 'number' || !Array.isArray(payload.allowed_roles)) return null;
        if (payload.sid !== undefined && typeof payload.sid !== 'string') return null;
        return payload as unknown as IdentityClaims;
      } catch (err) {
        if (err instanceof joseErrors.JOSEError) return null;
        throw err;
      }
    },
  };
}

/** An opaque refresh token and the hash that is stored. */
export function newOpaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOpaque(token) };
}

/** When a token was issued, in milliseconds. */
export function issuedAtMs(claims: Pick<IdentityClaims, 'iat'>): number {
  return Math.round(claims.iat * 1000);
}

export function hashOpaque(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
