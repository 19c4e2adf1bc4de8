import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { CAREERS_API } from '@intranet/shared/careers/careers.contract';
import { answer, renderPage, signIn, stubApi } from '../../../test/render-page';
import { VacancyAdminListPage } from './vacancy-admin-list-page';

const VACANCY = {
  id: 3,
  id_empresa: 1,
  empresa: 'Bitcom',
  titulo_vaga: 'Técnico de Campo',
  funcao: '',
  id_departamento: null,
  departamento: null,
  id_cargo: null,
  cargo: null,
  cidade: 'Contagem',
  vagas: 2,
  modalidade: 'presencial' as const,
  descricao: '',
  requisitos: '',
  palavras_chave: '',
  id_gestor: null,
  gestor: null,
  data_inicio: '2026-11-01',
  data_fim: '2026-12-01',
  ativo: true,
  publicada: true,
  etapas: { inscrito: 4, triagem: 3, entrevista: 2, aprovado: 1, reprovado: 0 },
};

describe('VacancyAdminListPage', { timeout: 60_000 }, () => {
  it('lists the vacancies of a company with their applicants per stage, and NOVA VAGA for who may write', async () => {
    signIn({ roles: ['rh:gestor'] });
    stubApi([
      answer(CAREERS_API.list, ({ body }) => {
        expect(body.filtro.empresa).toBe('bitcom');
        return { vagas: [VACANCY] };
      }),
    ]);
    renderPage(<VacancyAdminListPage />, { path: '/careers/admin/list/:company?', at: '/careers/admin/list/bitcom' });
    expect(await screen.findByText('Técnico de Campo')).toBeTruthy();
    expect(screen.getByText('Publicada')).toBeTruthy();
    for (const title of ['Inscrito', 'Triagem', 'Entrevista', 'Aprovado', 'Reprovado'])
      expect(screen.getByRole('columnheader', { name: new RegExp(title) })).toBeTruthy();
    expect(screen.getByRole('button', { name: /NOVA VAGA/i })).toBeTruthy();
  });

  it('shows no NOVA VAGA to a talent-bank reader', async () => {
    signIn({ roles: ['banco_talentos:leitor'] });
    stubApi([answer(CAREERS_API.list, () => ({ vagas: [VACANCY] }))]);
    renderPage(<VacancyAdminListPage />, { path: '/careers/admin/list/:company?', at: '/careers/admin/list' });
    expect(await screen.findByText('Técnico de Campo')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /NOVA VAGA/i })).toBeNull();
  });
});
