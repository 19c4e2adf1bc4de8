import { describe, expect, it } from 'vitest';
import { MSG } from '../validation/messages';
import { PASSWORD_MAX, isValidPassword, passwordProblem } from './password-policy';

describe('passwordProblem', () => {
  it.each([
    ['Demo#2026', null],
    ['Aa1$aaaa', null],
    ['Zz9!Zz9!Zz9!', null],
    ['Ab1*cdef', null],
    ['Ab1&cdef', null],
    ['Ab1@cdef', null],
    ['Ab1#cdef', null],
    ['', MSG.passwordLength],
    ['Aa1$aaa', MSG.passwordLength],
    ['aa1$aaaa', MSG.passwordPolicy],
    ['AA1$AAAA', MSG.passwordPolicy],
    ['Aab$aaaa', MSG.passwordPolicy],
    ['Aa1aaaaa', MSG.passwordPolicy],
    ['Aa1$aaa%', MSG.passwordPolicy],
    ['Aa1$ aaaa', MSG.passwordPolicy],
    ['Aa1$aaaá', MSG.passwordPolicy],
    ['Aa1?aaaa', MSG.passwordPolicy],
  ])('answers %j with %j', (password, expected) => {
    expect(passwordProblem(password)).toBe(expected);
    expect(isValidPassword(password)).toBe(expected === null);
  });

  it('accepts up to PASSWORD_MAX characters and refuses longer ones with the limit in its message', () => {
    const at = (length: number) => `Aa1$${'a'.repeat(length - 4)}`;
    expect(passwordProblem(at(PASSWORD_MAX))).toBeNull();
    expect(passwordProblem(at(PASSWORD_MAX + 1))).toBe(MSG.passwordMax);
    expect(passwordProblem('x'.repeat(900 * 1024))).toBe(MSG.passwordMax);
    expect(MSG.passwordMax).toContain(String(PASSWORD_MAX));
  });

  it('uses the spec texts character for character', () => {
    expect(MSG.passwordPolicy).toBe(
      'A senha precisa ter 1 caracter maíusculo, 1 minúsculo e 1 caracter especial. Com no mínimo 8 caracteres.',
    );
    expect(MSG.passwordLength).toBe('Utilize no mínimo 8 caracteres.');
  });
});
