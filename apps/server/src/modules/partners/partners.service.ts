import { roleLevel } from '@intranet/shared/auth/roles';
import { PARTNERS_MSG as M } from '@intranet/shared/partners/partners.messages';
import {
  isPartnerRoles,
  PARTNER_MODULE,
  PARTNER_SALES_LEVELS,
  type PartnerSalesLevel,
} from '@intranet/shared/partners/partners.rules';
import type { PartnerPermissionsBody, PartnerProfile } from '@intranet/shared/partners/partners.schemas';
import { type Db, withActor } from '../../db/client';
import { conflict, notFound } from '../../platform/http/errors';
import type { OpContext } from '../../platform/http/routes';
import { companiesOf, setUserCompanies } from '../user-companies/user-companies.public';
import * as repo from './partners.repository';

/** The partner's sales level among their roles (the strongest a partner may hold), or null. */
function salesLevelOf(roles: string[]): PartnerSalesLevel | null {
  const levels = roles.filter((r) => r.startsWith(`${PARTNER_MODULE}:`)).map(roleLevel);
  return PARTNER_SALES_LEVELS.find((level) => levels.includes(level)) ?? null;
}

/** A partner, or 404 (no staff account) / 409 (an employee: their permissions are elsewhere). */
async function partnerOf(db: Db, id: number) {
  const person = await repo.personById(db, id);
  if (!person || !person.funcionario) throw notFound(M.notFound);
  const roles = await repo.effectiveRoles(db, id);
  if (!isPartnerRoles(roles)) throw conflict(M.isEmployee);
  return { person, roles };
}

async function present(db: Db, id: number): Promise<{ parceiro: PartnerProfile }> {
  const { person, roles } = await partnerOf(db, id);
  const companies = await companiesOf(db, [id]);
  return {
    parceiro: {
      id: person.id,
      nome: person.nome,
      email: person.email,
      ativo: person.ativo,
      nivel_vendas: salesLevelOf(roles),
      empresas: companies.map(({ id: companyId, nome }) => ({ id: companyId, nome })),
      id_empresa_principal: person.id_empresa,
    },
  };
}

/** A partner's profile: name, e-mail, their sales level and the companies they sell for. */
export const partnerProfile = (ctx: OpContext, id: number) => present(ctx.db, id);

/**
 * Sets what a partner may do: one level in sales (or none) and the companies they sell for. Nothing
 * but `vendas` is ever given to a partner; the change is kept in their history with who made it.
 */
export async function setPartnerPermissions(ctx: OpContext, input: { id: number } & PartnerPermissionsBody) {
  return withActor(ctx.db, ctx.actor.userId, async (tx) => {
    await partnerOf(tx, input.id);
    await setUserCompanies({ ...ctx, db: tx }, { id: input.id, empresas: input.empresas });
    await repo.replaceModuleRole(tx, {
      id: input.id,
      module: PARTNER_MODULE,
      role: input.nivel_vendas ? `${PARTNER_MODULE}:${input.nivel_vendas}` : null,
    });
    return present(tx, input.id);
  });
}
