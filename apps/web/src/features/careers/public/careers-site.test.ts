import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { CAREERS_API as API } from '@intranet/shared/careers/careers.contract';
import { CAREERS_MSG } from '@intranet/shared/careers/careers.messages';
import { answer, stubApi } from '../../../test/render-page';
import { mountCareersSite, routeOf, trackingOf } from './careers-site';

const VACANCY = {
  id: 7,
  titulo_vaga: 'Técnico de Campo',
  funcao: 'Instalação de fibra',
  empresa: 'Bitcom',
  cidade: 'Contagem',
  vagas: 3,
  modalidade: 'presencial' as const,
  data_inicio: '2026-11-01',
  data_fim: '2026-12-31',
};

const mounted: HTMLElement[] = [];

async function mount(path: string) {
  const root = document.createElement('div');
  document.body.append(root);
  mounted.push(root);
  const url = new URL(path, 'http://localhost');
  await mountCareersSite(root, { pathname: url.pathname, search: url.search });
  return root;
}

// Only what this file mounted: a library may still hold a node of its own in the body (antd's image
// preview removes its canvas when the image loads) and would fail to remove it later.
afterEach(() => {
  for (const root of mounted.splice(0)) root.remove();
});

describe('the public careers site', () => {
  it('reads the list, its company, a vacancy and only numeric chn and cmp from the address', () => {
    expect(routeOf('/careers/list')).toEqual({ kind: 'list', company: undefined });
    expect(routeOf('/careers/list/raz%C3%A3oinfo')).toEqual({ kind: 'list', company: 'razãoinfo' });
    expect(routeOf('/careers/role/7/tecnico-de-campo')).toEqual({ kind: 'role', id: 7 });
    expect(trackingOf('?chn=4&cmp=x&dst=1').toString()).toBe('chn=4');
  });

  it("lists the open vacancies with their share link carrying the tracking link's source, and passes the search on", async () => {
    const { calls } = stubApi([
      answer(API.publicList, ({ url }) => {
        expect(url.searchParams.get('q')).toBe('tecnico');
        expect(url.searchParams.get('empresa')).toBe('bitcom');
        return { vagas: [VACANCY], cidades: ['Contagem'], empresas: ['Bitcom', 'Vetorial'] };
      }),
    ]);
    await mount('/careers/list/bitcom?q=tecnico&chn=4&cmp=2');
    const link = screen.getByRole('link', { name: 'Técnico de Campo' });
    expect(link.getAttribute('href')).toBe('/careers/role/7/tecnico-de-campo?chn=4&cmp=2');
    expect(screen.getByText('Inscrições até 31/12/2026')).toBeTruthy();
    expect(screen.getByText('1 vaga encontrada')).toBeTruthy();
    expect(calls).toHaveLength(1);
    expect(calls[0].path).toBe(API.publicList.path);
  });

  it("titles a company's list with the company's name, not its address slug, and says a remote vacancy's place once", async () => {
    stubApi([
      answer(API.publicList, () => ({
        vagas: [{ ...VACANCY, empresa: 'RazãoInfo', cidade: null, modalidade: 'remoto' as const }],
        cidades: [],
        empresas: ['Bitcom', 'RazãoInfo'],
      })),
    ]);
    const root = await mount('/careers/list/raz%C3%A3oinfo');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Vagas abertas · RazãoInfo');
    expect(document.title).toBe('Vagas RazãoInfo · Trabalhe Conosco');
    const meta = [...root.querySelectorAll('.careers-meta li')].map((li) => li.textContent);
    expect(meta).toEqual(['RazãoInfo', 'Remoto', '3 vagas']);
  });

  it('shows a vacancy with its sanitized description and Candidatar-se keeping the source', async () => {
    stubApi([
      answer(API.publicDetail, () => ({
        ...VACANCY,
        descricao: '<p>Boa vaga</p><img src=x onerror="alert(1)">',
        requisitos: 'CNH B',
        departamento: null,
      })),
    ]);
    const root = await mount('/careers/role/7?chn=4');
    expect(screen.getByRole('heading', { name: 'Técnico de Campo' })).toBeTruthy();
    expect(root.querySelector('.careers-rich')?.innerHTML).not.toContain('onerror');
    expect(screen.getByRole('link', { name: 'Candidatar-se' }).getAttribute('href')).toBe(
      '/applicants/register?chn=4&vaga=7',
    );
  });

  it('says a closed or unknown vacancy is no longer open', async () => {
    stubApi([]);
    await mount('/careers/role/99');
    expect(screen.getByText(CAREERS_MSG.closed)).toBeTruthy();
  });
});
