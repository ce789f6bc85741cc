import { describe, expect, it } from 'vitest';
import { requiredActionTarget } from './required-action-pages';
import { displayName } from './user';
import { aUser } from '../../../tests/support/players';

describe('required actions (AUTH-06, AUTH-07)', () => {
  it('sends the player to the action page with its params and the destination', () => {
    const target = requiredActionTarget({ action: 'forcePasswordReset', token: 'a b&c', profileInfo: {} }, '/account?tab=1');
    const url = new URL(target, 'https://site.example');
    expect(url.pathname).toBe('/account/password-reset');
    expect(url.searchParams.get('token')).toBe('a b&c');
    expect(url.searchParams.get('destination')).toBe('/account?tab=1');
  });
});

describe('display name (AUTH-10)', () => {
  it('uses first and last name, else nickname, else email', () => {
    expect(displayName(aUser())).toBe('Ada Lovelace');
    expect(displayName(aUser({ lastName: null }))).toBe('Ada');
    expect(displayName(aUser({ firstName: ' ', lastName: null }))).toBe('ada');
    expect(displayName(aUser({ firstName: null, lastName: null, nickname: null }))).toBe('ada@demo.test');
  });
});
