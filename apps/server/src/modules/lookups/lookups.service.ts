import type { OpContext } from '../../platform/http/routes';
import { assertCanReadUser } from '../users/users.public';
import * as repo from './lookups.repository';

/** Form lookups: lists of options, read by any signed-in user. An unknown company gives empty lists. */
export const listCompanies = async ({ db }: OpContext) => ({ companies: await repo.listCompanies(db) });

export async function listPositions({ db }: OpContext, { company }: { company: string }) {
  const id = await repo.findCompanyId(db, company);
  return { rh_cargo: id === null ? [] : await repo.listPositionsOfCompany(db, id) };
}

export async function listCompanyDepartments({ db }: OpContext, { company }: { company: string }) {
  const id = await repo.findCompanyId(db, company);
  return { rh_departamento: id === null ? [] : await repo.listDepartmentsOfCompany(db, id) };
}

export const listDepartments = async ({ db }: OpContext) => ({ rh_departamento: await repo.listDepartments(db) });

/** Sectors of a department (numeric key) or of every department of a provider (its name). */
export async function listSectorsOf({ db }: OpContext, { key }: { key: string }) {
  if (/^\d+$/.test(key)) return { rh_setor: await repo.listSectorsOfDepartment(db, Number(key)) };
  const id = await repo.findCompanyId(db, key);
  return { rh_setor: id === null ? [] : await repo.listSectorsOfCompany(db, id) };
}

export const listSectors = async ({ db }: OpContext) => ({ rh_setor: await repo.listSectors(db) });
export const listSystems = async ({ db }: OpContext) => ({ sistema: await repo.listSystems(db) });

/** A person's contracting companies: their own, or anyone's for those who may see other users' details (users.policy). */
export async function listContractingCompanies({ db, actor }: OpContext, { userId }: { userId: number }) {
  assertCanReadUser(actor, userId);
  return { rh_usuarios_empresas: await repo.listContractingCompanies(db, userId) };
}

export async function listCompanyCities({ db }: OpContext, { company }: { company: string }) {
  const id = await repo.findCompanyId(db, company);
  return { rh_cidade_provedor: id === null ? [] : await repo.listCitiesOfCompany(db, id) };
}

export const listCityOptions = async ({ db }: OpContext) => ({ rh_cidade_provedor: await repo.listCityOptions(db) });

export const listComplimentCategories = async ({ db }: OpContext) => ({
  rh_elogio_categoria: await repo.listComplimentCategories(db),
});

export const listCompanyUsers = async ({ db }: OpContext, { empresa }: { empresa?: number }) => ({
  rh_usuario: await repo.listActiveEmployees(db, empresa),
});
