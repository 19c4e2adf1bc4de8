import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { render } from '../../test/antd-styles';
import { StatusPage } from '../status-page/status-page';
import { SectionLayout } from './section-layout';

describe('screen headings', () => {
  it("a section screen's title is its one level-one heading", () => {
    render(
      <MemoryRouter>
        <SectionLayout title="Provedores" back="/" add={{ label: 'NOVO PROVEDOR', to: '/novo' }}>
          <p>Lista</p>
        </SectionLayout>
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['PROVEDORES']);
  });

  it('a whole-screen state names itself with a level-one heading', () => {
    render(
      <MemoryRouter>
        <StatusPage kind="forbidden" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sem permissão');
  });
});
