import { USER_COMPANIES_MSG as M } from '@intranet/shared/user-companies/user-companies.messages';
import { USER_COMPANIES_PAGE, type SetUserCompaniesBody } from '@intranet/shared/user-companies/user-companies.schemas';
import { inTransaction } from '../../db/client';
import { conflict, invalid, notFound } from '../../platform/http/errors';
import type { OpContext } from '../../platform/http/routes';
import * as repo from './user-companies.repository';

const grouped = (rows: { id_usuario: number; id: number; nome: string }[]) => {
  const byUser = new Map<number, { id: number; nome: string }[]>();
  for (const { id_usuario, id, nome } of rows)
    byUser.set(id_usuario, [...(byUser.get(id_usuario) ?? []), { id, nome }]);
  return byUser;
};

/** People (staff accounts) with their companies, a page of 20 by name; searched by name or e-mail, filtered by company. */
export async function listUserCompanies(
  ctx: OpContext,
  query: { busca?: string; empresa?: number; usuario?: number; pagina: number },
) {
  const page = await repo.peoplePage(ctx.db, {
    search: query.busca || undefined,
    companyId: query.empresa,
    userId: query.usuario,
    limit: USER_COMPANIES_PAGE,
    offset: (query.pagina - 1) * USER_COMPANIES_PAGE,
  });
  const companies = grouped(
    await repo.companiesOf(
      ctx.db,
      page.rows.map((r) => r.id_usuario),
    ),
  );
  return {
    total: page.total,
    dados: page.rows.map((row) => ({ ...row, empresas: companies.get(row.id_usuario) ?? [] })),
  };
}

/** The caller's own companies. */
export async function myCompanies(ctx: OpContext) {
  const rows = ctx.actor.userId > 0 ? await repo.companiesOf(ctx.db, [ctx.actor.userId]) : [];
  return { empresas: rows.map(({ id, nome }) => ({ id, nome })) };
}

/**
 * Sets a staff person's companies (all of them): active companies only, and the company of their
 * record always among them.
 */
export async function setUserCompanies(ctx: OpContext, input: { id: number } & SetUserCompaniesBody) {
  const wanted = [...new Set(input.empresas)];
  return inTransaction(ctx.db, async (tx) => {
    const person = await repo.personById(tx, input.id);
    if (!person) throw notFound(M.personNotFound);
    if (!person.funcionario) throw conflict(M.notStaff);
    const active = new Set(await repo.activeCompanyIds(tx, wanted));
    if (wanted.some((id) => !active.has(id)))
      throw invalid(M.companyUnknown, [{ path: 'empresas', message: M.companyUnknown }]);
    if (person.id_empresa && !wanted.includes(person.id_empresa)) throw conflict(M.mainCompany);
    await repo.replaceCompanies(tx, input.id, wanted);
    const rows = await repo.companiesOf(tx, [input.id]);
    return { id_usuario: input.id, empresas: rows.map(({ id, nome }) => ({ id, nome })) };
  });
}
