/** Claims of the identity token (spec 000 §3): identity id, HR user id, employee flag, roles, modules. */
export type IdentityClaims = {
  sub: string;
  email: string;
  usuario_id: number;
  funcionario: boolean;
  allowed_roles: string[];
  /** braces-wrapped comma list, e.g. `{rh,onboarding}` */
  modules: string;
};
