import { describe, expect, it } from 'vitest';
import { MSG } from '../validation/messages';
import { isValidPassword, passwordProblem } from './password-policy';

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

  it('uses the spec texts character for character', () => {
    expect(MSG.passwordPolicy).toBe('A senha precisa ter 1 caracter maíusculo, 1 minúsculo e 1 caracter especial. Com no mínimo 8 caracteres.');
    expect(MSG.passwordLength).toBe('Utilize no mínimo 8 caracteres.');
  });
});
