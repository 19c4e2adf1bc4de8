/** Claims of the identity token (spec 000 §3): identity id, HR user id, employee flag, roles, modules. */
export type IdentityClaims = {
  sub: string;
  email: string;
  usuario_id: number;
  funcionario: boolean;
  allowed_roles: string[];
  /** braces-wrapped comma list, e.g. `{rh,onboarding}` */
  modules: string;
  /** Issued at, in seconds with the milliseconds as a fraction: revocations compare against it. */
  iat: number;
  /** The session (refresh-token family) the token belongs to, when it was issued for one. */
  sid?: string;
};
