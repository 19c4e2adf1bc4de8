import { ADDRESS_API } from '@intranet/shared/cities/cities.contract';
import { CONTRACTING_COMPANY_API } from '@intranet/shared/contracting-companies/contracting-companies.contract';
import type { ContractingCompany } from '@intranet/shared/contracting-companies/contracting-companies.schemas';
import { MSG } from '@intranet/shared/validation/messages';
import type { FormInstance } from 'antd';
import { call } from '../../lib/api-client';
import { statusColumn } from '../../components/crud/crud-columns';
import { crudScreens } from '../../components/crud/crud-config';
import { companyOptions } from '../../components/crud/crud-options';
import { ACTIVE_FIELD, GENERIC_FORM } from '../../components/crud/record-texts';
import { CONTRACTING_COMPANIES_PATH } from './contracting-company-paths';

const ADDRESS = ['endereco', 'bairro', 'cidade', 'estado'] as const;

/**
 * The CEP fills the address (spec §5): shorter than 6 characters clears it; the lookup runs at 9
 * (with the dash); an unknown CEP says 'CEP não encontrado, tente novamente'.
 */
export async function fillAddress(value: unknown, form: FormInstance, say: (text: string) => void) {
  const cep = typeof value === 'string' ? value : '';
  if (cep.length < 6) form.setFieldsValue(Object.fromEntries(ADDRESS.map((name) => [name, ''])));
  if (cep.length !== 9) return;
  try {
    const { endereco } = await call(ADDRESS_API.lookupCep, { params: { cep } });
    form.setFieldsValue({
      endereco: endereco.address,
      bairro: endereco.district,
      cidade: endereco.city,
      estado: endereco.state,
    });
  } catch {
    say(MSG.cepNotFound);
  }
}

/** Contracting companies (`/contracting/companies`): CNPJ checked, CEP address. */
export const CONTRACTING_COMPANIES = crudScreens({
  ...GENERIC_FORM,
  api: CONTRACTING_COMPANY_API,
  path: CONTRACTING_COMPANIES_PATH,
  back: '/modulos/admin',
  titles: {
    list: 'Empresas Contratantes',
    register: 'Empresas Contratantes - Nova Empresa',
    edit: 'Empresas Contratantes - Editar Empresa',
    delete: 'Excluir Empresa?',
    add: 'NOVA EMPRESA',
  },
  labels: {
    razao_social: 'Razão social',
    nome_fantasia: 'Nome fantasia',
    cnpj: 'CNPJ',
    id_empresa: 'Provedor',
    cep: 'CEP',
    endereco: 'Endereço',
    numero: 'Número',
    complemento: 'Complemento',
    bairro: 'Bairro',
    cidade: 'Cidade',
    estado: 'Estado',
    ativo: 'Status',
  },
  columns: [
    { key: 'razao_social', title: 'Razão social' },
    { key: 'nome_fantasia', title: 'Nome fantasia' },
    { key: 'cnpj', title: 'CNPJ' },
    { key: 'cidade', title: 'Cidade' },
    { key: 'estado', title: 'Estado' },
    statusColumn<ContractingCompany>('ativo', 'Status'),
  ],
  fields: [
    { section: 'Dados da empresa' },
    { name: 'razao_social', autoFocus: true, maxLength: 200 },
    { name: 'nome_fantasia', maxLength: 200 },
    { name: 'cnpj', mask: 'cnpj', placeholder: '00.000.000/0000-00' },
    { name: 'id_empresa', kind: 'select', load: () => companyOptions() },
    { section: 'Endereço' },
    {
      name: 'cep',
      mask: 'cep',
      placeholder: '00000-000',
      onChange: (value, form, say) => void fillAddress(value, form, say),
    },
    { name: 'endereco', maxLength: 200 },
    { name: 'numero', maxLength: 20, inline: true },
    { name: 'complemento', maxLength: 120, inline: true },
    { name: 'bairro', maxLength: 120 },
    { name: 'cidade', maxLength: 120, inline: true },
    { name: 'estado', kind: 'state', inline: true },
    ACTIVE_FIELD,
  ],
  newValues: {
    razao_social: '',
    nome_fantasia: '',
    cnpj: '',
    cep: '',
    endereco: '',
    numero: '',
    complemento: '',
    bairro: '',
    cidade: '',
    estado: '',
    id_empresa: 0,
  },
  nameField: 'cnpj',
  history: 'rh_empresa_contratante',
});
