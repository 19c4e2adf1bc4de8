import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { CAREERS_API } from '@intranet/shared/careers/careers.contract';
import { registerBuiltRoutes } from '../../../lib/built-routes';
import { session } from '../../../lib/session';
import { answer, renderPage, signIn, stubApi } from '../../../test/render-page';
import { DashboardsPage } from './dashboards-page';
import { LoginInfoPage } from './login-info-page';
import { OpenVacanciesPage } from './open-vacancies-page';

afterEach(() => session.clear());

describe('the visitors’ pages', () => {
  it('lists the open vacancies, each leading to its page on the careers site', async () => {
    stubApi([
      answer(CAREERS_API.publicList, () => ({
        vagas: [
          {
            id: 4,
            titulo_vaga: 'Técnico de Campo',
            funcao: 'Instalação',
            empresa: 'Bitcom',
            cidade: 'Contagem - MG',
            vagas: 2,
            modalidade: 'presencial' as const,
            data_inicio: '2026-11-01',
            data_fim: '2026-12-31',
          },
        ],
        cidades: ['Contagem - MG'],
        empresas: ['Bitcom'],
      })),
    ]);
    renderPage(<OpenVacanciesPage />);
    expect(await screen.findByText('Técnico de Campo')).toBeInTheDocument();
    expect(screen.getByText('2 vagas')).toBeInTheDocument();
    expect(screen.getByText('Inscrições até 31/12/2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver vaga' })).toHaveAttribute('href', '/careers/role/4/tecnico-de-campo');
  });

  it('says when no vacancy is open', async () => {
    stubApi([answer(CAREERS_API.publicList, () => ({ vagas: [], cidades: [], empresas: [] }))]);
    renderPage(<OpenVacanciesPage />);
    expect(await screen.findByText('Nenhuma vaga aberta no momento.')).toBeInTheDocument();
  });

  it('tells who signs in where', () => {
    renderPage(<LoginInfoPage />);
    for (const title of ['Colaboradores', 'Candidatos', 'Clientes', 'Esqueci minha senha', 'Acesso bloqueado'])
      expect(screen.getByText(title)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Redefinir senha' })).toHaveAttribute('href', '/reset-password');
  });

  it('offers the dashboards to a visitor with a sign-in, and says which a signed-in person cannot open', () => {
    registerBuiltRoutes([{ path: '/dashboards/careers', handle: { can: 'careers.dashboard' } }]);
    const visitor = renderPage(<DashboardsPage />);
    expect(screen.getByRole('link', { name: 'Entrar para ver' })).toHaveAttribute('href', '/dashboards/careers');
    expect(screen.queryByText('Painel de incidentes')).not.toBeInTheDocument();
    visitor.unmount();
    signIn({ roles: ['pagina_inicial:leitor', 'user'] });
    renderPage(<DashboardsPage />);
    expect(screen.getByText('Sem acesso com o seu perfil.')).toBeInTheDocument();
  });
});
