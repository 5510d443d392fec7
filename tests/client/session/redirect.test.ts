import { describe, expect, it } from 'vitest';
import {
  redirectTarget,
  safeRedirectURL,
  signInPathFor,
} from '../../../client/src/session/redirect';

describe('redirectURL', () => {
  it.each([
    ['/admin/usuarios', '/admin/usuarios'],
    ['/admin/policias/lista?page=2#top', '/admin/policias/lista?page=2#top'],
    ['/admin/../admin/hospedajes', '/admin/hospedajes'],
  ])('accepts the same-site path %s', (value, expected) => {
    expect(safeRedirectURL(value)).toBe(expected);
  });

  it.each([
    '//evil.com',
    '//evil.com/admin',
    'https://evil.com',
    'http://localhost:4000/admin',
    '/\\evil.com',
    '\\\\evil.com',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' /admin',
    '/\t/evil.com',
    'admin/example',
    '',
    null,
  ])('refuses %j', (value) => {
    expect(safeRedirectURL(value)).toBeNull();
  });

  it('after sign-in goes to a safe redirectURL, else home', () => {
    expect(redirectTarget('?redirectURL=%2Fadmin%2Fusuarios')).toBe('/admin/usuarios');
    expect(redirectTarget('?redirectURL=%2F%2Fevil.com')).toBe('/admin/inicio');
    expect(redirectTarget('?redirectURL=https%3A%2F%2Fevil.com')).toBe('/admin/inicio');
    expect(redirectTarget('')).toBe('/admin/inicio');
    expect(redirectTarget('?redirectURL=%2Fsign-in')).toBe('/admin/inicio');
    expect(redirectTarget('?redirectURL=%2Fsign-out')).toBe('/admin/inicio');
  });

  it('the sign-in path carries the requested URL, except /sign-out', () => {
    expect(signInPathFor('/admin/usuarios?x=1')).toBe(
      '/sign-in?redirectURL=%2Fadmin%2Fusuarios%3Fx%3D1',
    );
    expect(signInPathFor('/sign-out')).toBe('/sign-in');
  });
});
