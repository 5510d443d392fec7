import { describe, expect, it } from 'vitest';
import { isSecretName, requestWithoutSecrets } from '../../../client/src/playground/secrets';

const SECRET = 'Cusco.2026';

/** The request as it would be stored, which must not hold SECRET. */
function stored(query: string | null, variables?: string) {
  const kept = requestWithoutSecrets({ query, variables });
  expect(JSON.stringify(kept)).not.toContain('Cusco.20');
  return kept;
}

describe('a name for a password (or a token or secret)', () => {
  it.each([
    'password',
    'newPassword',
    'current_password',
    'passwd',
    'pass',
    'userPass',
    'pwd',
    'clave',
    'claveAcceso',
    'contraseña',
    'Contrasena',
    'senha',
    'motDePasse',
    'mot_de_passe',
    'mdp',
    'Passwort',
    'kennwort',
    'şifre',
    'sifre',
    'parola',
    'пароль',
    '密码',
    'パスワード',
    '비밀번호',
    'resetToken',
    'clientSecret',
  ])('is found in %s', (name) => {
    expect(isSecretName(name)).toBe(true);
  });

  it.each(['login', 'email', 'passport', 'passenger', 'compass', 'page', 'query', 'deviceKey'])(
    'is not found in %s',
    (name) => {
      expect(isSecretName(name)).toBe(false);
    },
  );
});

describe('what the playground stores of a request', () => {
  it('keeps no string written inline for a password argument or input field, in any language', () => {
    const { query } = stored(
      `mutation SignIn {
  signIn(login: "admin", password: "${SECRET}") { accessToken }
  changePassword(currentPassword: """${SECRET}""", newPassword: "${SECRET}!") { id }
  createAccount(input: { name: "Ana", clave: "${SECRET}", nested: { motDePasse: "${SECRET}" } })
  other(secrets: ["${SECRET}", "${SECRET}"], passport: "P123")
}`,
    );
    expect(query).toContain('signIn(login: "admin", password: "")');
    expect(query).toContain('changePassword(currentPassword: "", newPassword: "")');
    expect(query).toContain('{ name: "Ana", clave: "", nested: { motDePasse: "" } }');
    expect(query).toContain('other(secrets: ["", ""], passport: "P123")');
  });

  it('keeps none of a password still being typed, or after a character the lexer refuses', () => {
    const typing = stored(`mutation { signIn(login: "admin", password: "${SECRET}\n  other }`);
    expect(typing.query).toBe('mutation { signIn(login: "admin", password:""\n  other }');
    expect(stored(`{ x(password: """${SECRET}\nmore`).query).toBe('{ x(password:""');
    const refused = stored(`{ a(b: %) signIn(password: "${SECRET}") }`);
    expect(refused.query).toBe('{ a(b: %) signIn(password: "") }');
  });

  it('blanks the variables named as passwords, given to a password argument or typed as one', () => {
    const query = `mutation Go($l: String!, $p: String!, $x: Password!, $input: ChangePasswordInput!) {
  signIn(login: $l, password: $p) { accessToken }
  unlock(with: $x)
  changePassword(input: $input) { id }
}`;
    const variables = JSON.stringify({
      l: 'admin',
      p: SECRET,
      x: SECRET,
      input: { currentPassword: SECRET, note: 'keep' },
      contraseña: SECRET,
      şifre: SECRET,
    });
    const kept = JSON.parse(stored(query, variables).variables ?? '');
    expect(kept).toEqual({
      l: 'admin',
      p: '',
      x: '',
      input: { currentPassword: '', note: 'keep' },
      contraseña: '',
      şifre: '',
    });
  });

  it('empties the default value of a password variable in the operation', () => {
    const { query } = stored(
      `query Q($clave: String = "${SECRET}", $s: Secret = "${SECRET}", $page: Int = 1) { a }`,
    );
    expect(query).toBe('query Q($clave: String = "", $s: Secret = "", $page: Int = 1) { a }');
  });

  it('drops half-typed variables naming a password, and keeps what holds none as typed', () => {
    expect(
      stored('query Q($p: String) { signIn(password: $p) }', `{ "p": "${SECRET}`).variables,
    ).toBe('');
    expect(stored(null, `{ "senha": "${SECRET}`).variables).toBe('');
    const plain = {
      query:
        '# A comment\nquery Guides($input: GuidesListInput) {\n  guides(input: $input) { total }\n}\n',
      variables: '{ "input": { "search": "quispe",\n "page": 1 } }',
    };
    expect(requestWithoutSecrets(plain)).toEqual(plain);
    expect(requestWithoutSecrets({ query: null, variables: null })).toEqual({
      query: null,
      variables: null,
    });
  });
});
