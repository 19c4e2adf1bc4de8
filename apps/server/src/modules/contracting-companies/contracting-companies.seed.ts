import type { ModuleSeed } from '../../db/seed/seed-context';
import { empresaContratante } from '../../db/schema';

/** Demo contracting companies, one per provider, with valid CNPJs. */
export const seedContractingCompanies: ModuleSeed = async (db, { org }) => {
  const id = (nome: string) => org.companies.find((c) => c.nome === nome)?.id ?? org.companies[0].id;
  await db.insert(empresaContratante).values([
    {
      razao_social: 'Bitcom Telecomunicações Ltda',
      nome_fantasia: 'Bitcom',
      cnpj: '11.222.333/0001-81',
      cep: '37500-000',
      endereco: 'Avenida Brasil',
      numero: '100',
      bairro: 'Centro',
      cidade: 'Itajubá',
      estado: 'MG',
      id_empresa: id('Bitcom'),
      ativo: true,
    },
    {
      razao_social: 'Vetorial Internet S.A.',
      nome_fantasia: 'Vetorial',
      cnpj: '33.000.167/0001-01',
      cep: '01310-100',
      endereco: 'Avenida Paulista',
      numero: '1000',
      complemento: 'Sala 12',
      bairro: 'Bela Vista',
      cidade: 'São Paulo',
      estado: 'SP',
      id_empresa: id('Vetorial'),
      ativo: true,
    },
  ]);
};
