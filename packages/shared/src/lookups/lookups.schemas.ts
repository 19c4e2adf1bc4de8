import { z } from 'zod';

/** Answers of the form lookups (spec 000 §7 "Lookups", 002 §7 "Shared form lookups and submits"). */
const named = { id: z.number(), nome: z.string() };

export const companiesResponse = z.object({ companies: z.array(z.object(named)) });
export type CompaniesResponse = z.infer<typeof companiesResponse>;

export const positionsResponse = z.object({
  rh_cargo: z.array(
    z.object({
      ...named,
      id_setor: z.number(),
      setor: z.object({ ...named, id_departamento: z.number(), departamento: z.object(named) }),
    }),
  ),
});
export type PositionsResponse = z.infer<typeof positionsResponse>;

export const companyDepartmentsResponse = z.object({
  rh_departamento: z.array(z.object({ ...named, id_empresa: z.number(), ativo: z.boolean() })),
});
export type CompanyDepartmentsResponse = z.infer<typeof companyDepartmentsResponse>;

export const departmentNamesResponse = z.object({ rh_departamento: z.array(z.object(named)) });
export type DepartmentNamesResponse = z.infer<typeof departmentNamesResponse>;

export const departmentsResponse = z.object({
  rh_departamento: z.array(
    z.object({
      id: z.number(),
      id_departamento: z.number(),
      nome: z.string(),
      ativo: z.boolean(),
      id_empresa: z.number(),
      empresa: z.object({ nome: z.string() }),
    }),
  ),
});
export type DepartmentsResponse = z.infer<typeof departmentsResponse>;

export const sectorsResponse = z.object({
  rh_setor: z.array(z.object({ ...named, id_departamento: z.number(), ativo: z.boolean() })),
});
export type SectorsResponse = z.infer<typeof sectorsResponse>;

export const systemsResponse = z.object({ sistema: z.array(z.object(named)) });
export type SystemsResponse = z.infer<typeof systemsResponse>;

export const contractingCompaniesResponse = z.object({
  rh_usuarios_empresas: z.array(z.object({ empresa: z.object(named) })),
});
export type ContractingCompaniesResponse = z.infer<typeof contractingCompaniesResponse>;

export const providerCitiesResponse = z.object({
  rh_cidade_provedor: z.array(
    z.object({ ...named, uf: z.string(), id_empresa: z.number(), empresa: z.object({ nome: z.string() }) }),
  ),
});
export type ProviderCitiesResponse = z.infer<typeof providerCitiesResponse>;

export const cityOptionsResponse = z.object({ rh_cidade_provedor: z.array(z.object(named)) });
export type CityOptionsResponse = z.infer<typeof cityOptionsResponse>;

/** `GET v1/elogios`: the active compliment categories, for selects (docs/hr-people.md). */
export const complimentCategoriesResponse = z.object({
  rh_elogio_categoria: z.array(z.object({ ...named, icone: z.string(), cor: z.string() })),
});
export type ComplimentCategoriesResponse = z.infer<typeof complimentCategoriesResponse>;

/** `GET v1/company/users`: the active employees (id and full name), for selects; optionally of one company. */
export const companyUsersQuery = z.object({ empresa: z.coerce.number().int().positive().optional() });
export const companyUsersResponse = z.object({ rh_usuario: z.array(z.object(named)) });
export type CompanyUsersResponse = z.infer<typeof companyUsersResponse>;
