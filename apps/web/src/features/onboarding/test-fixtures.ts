import { LOOKUPS_API } from '@intranet/shared/lookups/lookups.contract';
import type { OnboardingDetalhe, OnboardingItem } from '@intranet/shared/onboarding/onboarding.schemas';
import { answer } from '../../test/render-page';

/** An onboarding as the list call answers it, with `overrides` replacing fields. */
export function onboardingRow(overrides: Partial<OnboardingItem> = {}): OnboardingItem {
  return {
    id: 1,
    titulo: 'Integração RH',
    status: true,
    id_empresa: 1,
    id_departamento: 11,
    id_cargo: 101,
    created_at: '2026-01-10T12:00:00.000Z',
    empresa: { nome: 'Bitcom' },
    departamento: { nome: 'Recursos Humanos' },
    cargo: { nome: 'Analista de DP' },
    ...overrides,
  };
}

/** An onboarding with its trails, as the detail call answers it. */
export function onboardingDetail(overrides: Partial<OnboardingDetalhe> = {}): OnboardingDetalhe {
  return { ...onboardingRow(), trilhas: [], ...overrides };
}

/** The providers, their departments and their positions the onboarding form offers. */
export const onboardingLookups = [
  answer(LOOKUPS_API.companies, () => ({
    companies: [
      { id: 1, nome: 'Bitcom' },
      { id: 2, nome: 'Vetorial' },
    ],
  })),
  answer(LOOKUPS_API.companyDepartments, ({ params }) => ({
    rh_departamento:
      params.company === '1'
        ? [
            { id: 11, nome: 'Recursos Humanos', id_empresa: 1, ativo: true },
            { id: 12, nome: 'Marketing', id_empresa: 1, ativo: true },
          ]
        : [{ id: 21, nome: 'Comercial', id_empresa: 2, ativo: true }],
  })),
  answer(LOOKUPS_API.positions, ({ params }) => ({
    rh_cargo:
      params.company === '1'
        ? [
            {
              id: 101,
              nome: 'Analista de DP',
              id_setor: 1,
              setor: { id: 1, nome: 'DP', id_departamento: 11, departamento: { id: 11, nome: 'Recursos Humanos' } },
            },
            {
              id: 102,
              nome: 'Designer',
              id_setor: 2,
              setor: { id: 2, nome: 'Comunicação', id_departamento: 12, departamento: { id: 12, nome: 'Marketing' } },
            },
          ]
        : [],
  })),
];
