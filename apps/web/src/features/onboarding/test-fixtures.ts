import type { OnboardingDetalhe, OnboardingItem } from '@intranet/shared/onboarding/onboarding.schemas';

/** An onboarding as the list and detail calls answer it, with `overrides` replacing or adding fields. */
export function onboardingRow(overrides: Partial<OnboardingDetalhe> = {}): OnboardingItem & Partial<OnboardingDetalhe> {
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

/** The providers, their departments and their positions the onboarding form offers. */
export const onboardingLookups = {
  'GET /v1/companies': () => ({ companies: [{ id: 1, nome: 'Bitcom' }, { id: 2, nome: 'Vetorial' }] }),
  'GET /v1/departamentos/empresa/1': () => ({ rh_departamento: [{ id: 11, nome: 'Recursos Humanos', id_empresa: 1, ativo: true }, { id: 12, nome: 'Marketing', id_empresa: 1, ativo: true }] }),
  'GET /v1/departamentos/empresa/2': () => ({ rh_departamento: [{ id: 21, nome: 'Comercial', id_empresa: 2, ativo: true }] }),
  'GET /v1/company/cargo/1': () => ({
    rh_cargo: [
      { id: 101, nome: 'Analista de DP', id_setor: 1, setor: { id: 1, nome: 'DP', id_departamento: 11, departamento: { id: 11, nome: 'Recursos Humanos' } } },
      { id: 102, nome: 'Designer', id_setor: 2, setor: { id: 2, nome: 'Comunicação', id_departamento: 12, departamento: { id: 12, nome: 'Marketing' } } },
    ],
  }),
  'GET /v1/company/cargo/2': () => ({ rh_cargo: [] }),
};
