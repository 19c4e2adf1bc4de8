import type { Restriction } from '@intranet/shared/communication-restrictions/communication-restrictions.schemas';

export const COMPANIES = [
  { id: 1, nome: 'Bitcom' },
  { id: 3, nome: 'Vetorial' },
];

/** Restrictions as the list answers them: true = the channel may be used. */
export const RESTRICTIONS: Restriction[] = [
  {
    id: 11,
    created_at: '2026-02-03T12:00:00.000Z',
    sistema: 1,
    cod_cliente: 'B-100',
    whatsapp: true,
    email: false,
    sms: true,
    nome_razaosocial: 'José Araújo',
    cpf: '52998224725',
    empresa: { nome: 'Bitcom' },
  },
  {
    id: 12,
    created_at: '2026-01-20T12:00:00.000Z',
    sistema: 3,
    cod_cliente: 'V-7',
    whatsapp: false,
    email: true,
    sms: false,
    nome_razaosocial: 'Maria Souza',
    cpf: '11144477735',
    empresa: { nome: 'Vetorial' },
  },
];
