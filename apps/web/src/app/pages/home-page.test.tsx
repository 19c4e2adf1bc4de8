import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { session } from '../../lib/session';
import { renderPage, signIn, stubApi } from '../../test/render-page';
import { HomePage } from './home-page';

afterEach(() => session.clear());

describe('the home of a candidate', () => {
  it('welcomes without promising what the cards below already do', async () => {
    signIn({ roles: ['user'], employee: false, nome: 'Ana Souza' });
    stubApi([]);
    renderPage(<HomePage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Olá, Ana!' })).toBeInTheDocument();
    expect(screen.getAllByTestId('home-account-card').length).toBeGreaterThan(0);
    expect(screen.queryByText(/em breve/i)).toBeNull();
    expect(screen.getByText('Bem-vindo(a)! Mantenha seus dados e seu currículo em dia.')).toBeInTheDocument();
  });
});
