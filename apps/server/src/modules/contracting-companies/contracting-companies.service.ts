import { CONTRACTING_COMPANY_API } from '@intranet/shared/contracting-companies/contracting-companies.contract';
import { recordMessages } from '@intranet/shared/crud/crud.messages';
import { empresaContratante } from '../../db/schema';
import { crudService } from '../../platform/crud/crud.service';
import { presentRecord } from '../../platform/crud/crud.presenter';

const texts = recordMessages('Empresa contratante');

/** Contracting companies (`/contracting/companies`): one per CNPJ. */
export const contractingCompanyService = crudService({
  api: CONTRACTING_COMPANY_API,
  table: empresaContratante,
  present: presentRecord,
  name: { column: 'cnpj', taken: 'Já existe uma empresa contratante com este CNPJ.' },
  messages: texts,
});
