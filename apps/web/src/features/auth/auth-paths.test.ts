import { describe, expect, it } from 'vitest';
import { LOGIN_HOME, loginPath, nextAfterLogin, safeNext } from './auth-paths';

describe('the destination after signing in', () => {
  it.each([
    ['/onboarding/list?page=2', '/onboarding/list?page=2'],
    ['/users/edit/7#topo', '/users/edit/7#topo'],
    ['//evil.example/x', null],
    ['/\\evil.example', null],
    ['https://evil.example', null],
    ['javascript:alert(1)', null],
    ['/\t/evil.example', null],
    ['/home/login/enter', null],
    ['/intranet', null],
    ['onboarding', null],
    [42, null],
  ])('takes %j as %j', (value, expected) => {
    expect(safeNext(value)).toBe(expected);
  });

  it('puts the page that needed a session in the login URL, and reads it back', () => {
    expect(loginPath('/trilha/7?aba=conteudos')).toBe(`${LOGIN_HOME}?next=%2Ftrilha%2F7%3Faba%3Dconteudos`);
    expect(loginPath('/')).toBe(LOGIN_HOME);
    expect(loginPath('//evil.example')).toBe(LOGIN_HOME);
    expect(nextAfterLogin({ search: '?next=%2Ftrilha%2F7%3Faba%3Dconteudos', state: null })).toBe(
      '/trilha/7?aba=conteudos',
    );
    expect(nextAfterLogin({ search: '', state: { from: '/vagas' } })).toBe('/vagas');
    expect(nextAfterLogin({ search: '?next=https%3A%2F%2Fevil.example', state: null })).toBe('/');
  });
});
