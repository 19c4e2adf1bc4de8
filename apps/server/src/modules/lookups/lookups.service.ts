import type { Db } from '../../db/client';
import * as repo from './lookups.repository';

/** Form lookups: lists of options, read by any signed-in user. An unknown company gives empty lists. */
export const listCompanies = async (db: Db) => ({ companies: await repo.listCompanies(db) });

export async function listPositions(db: Db, { company }: { company: string }) {
  const id = await repo.findCompanyId(db, company);
  return { rh_cargo: id === null ? [] : await repo.listPositionsOfCompany(db, id) };
}

export async function listCompanyDepartments(db: Db, { company }: { company: string }) {
  const id = await repo.findCompanyId(db, company);
  return { rh_departamento: id === null ? [] : await repo.listDepartmentsOfCompany(db, id) };
}

export const listDepartments = async (db: Db) => ({ rh_departamento: await repo.listDepartments(db) });

/** Sectors of a department (numeric key) or of every department of a provider (its name). */
export async function listSectorsOf(db: Db, { key }: { key: string }) {
  if (/^\d+$/.test(key)) return { rh_setor: await repo.listSectorsOfDepartment(db, Number(key)) };
  const id = await repo.findCompanyId(db, key);
  return { rh_setor: id === null ? [] : await repo.listSectorsOfCompany(db, id) };
}

export const listSectors = async (db: Db) => ({ rh_setor: await repo.listSectors(db) });
export const listSystems = async (db: Db) => ({ sistema: await repo.listSystems(db) });

export const listContractingCompanies = async (db: Db, { userId }: { userId: number }) => ({
  rh_usuarios_empresas: await repo.listContractingCompanies(db, userId),
});

export async function listCompanyCities(db: Db, { company }: { company: string }) {
  const id = await repo.findCompanyId(db, company);
  return { rh_cidade_provedor: id === null ? [] : await repo.listCitiesOfCompany(db, id) };
}

export const listCityOptions = async (db: Db) => ({ rh_cidade_provedor: await repo.listCityOptions(db) });
