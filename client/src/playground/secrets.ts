import { type GraphQLError, Lexer, Source, type Token, TokenKind } from 'graphql';

// What the playground may keep in the browser's storage (SECURITY 26): no password, whether typed
// as a variable of any name, written inline in the operation (`signIn(password: "…")`), or in
// a variable whose declared type is a password. Names are matched in the languages people use
// here and those of the visitors, as words, not as exact keys.

/** Secret words, folded (no accents, lower case, no separators), found anywhere in a name. */
const SECRET_STEMS = [
  'password',
  'passwd',
  'passwort',
  'passphrase',
  'passcode',
  'kennwort',
  'contrasena',
  'contrasenya',
  'senha',
  'motdepasse',
  'sifre',
  'parola',
  'wachtwoord',
  'losenord',
  'adgangskode',
  'salasana',
  'haslo',
  'heslo',
  'jelszo',
  'lozinka',
  'пароль',
  '密码',
  '密碼',
  'パスワード',
  '비밀번호',
  'clave',
  'secret',
  'token',
];

/** Short secret words that count only as a whole word: `pass`, never `passport`. */
const SECRET_WORDS = new Set(['pass', 'passe', 'pwd', 'pw', 'psw', 'pswd', 'mdp', 'pin']);

const fold = (text: string) =>
  text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replaceAll('ı', 'i');

// Folded as the names are: パ and 비 come apart under NFKD too.
const FOLDED_STEMS = SECRET_STEMS.map(fold);

/** Whether a variable, argument or field name names a password (or a token or secret). */
export function isSecretName(name: string): boolean {
  const compact = fold(name).replace(/[^\p{L}\p{N}]/gu, '');
  if (FOLDED_STEMS.some((stem) => compact.includes(stem))) return true;
  const words = name.split(/[^\p{L}]+|(?<=\p{Ll})(?=\p{Lu})/u).map(fold);
  return words.some((word) => SECRET_WORDS.has(word));
}

/** A type that holds a password (a `Password` scalar), not an input object that has one. */
const isSecretType = (name: string) => !/Input$/.test(name) && isSecretName(name);

/** The spans of an operation text to empty, and the variables that carry a secret. */
interface Found {
  cuts: [number, number][];
  variables: Set<string>;
}

/**
 * Reads the operation token by token with graphql's lexer: text being typed rarely parses, and
 * a lexer error only makes it start again after the bad character. A string given to an argument
 * or input field with a secret name (in a list or object too), or as the default of a secret
 * variable, is emptied; a variable given to such an argument, named so or declared with a
 * password type is a secret one. A string cut short inside a secret value takes the rest of
 * its line with it.
 */
function findSecrets(query: string): Found {
  const found: Found = { cuts: [], variables: new Set() };
  let offset = 0;
  while (offset < query.length) {
    const walk = secretWalk(found, offset);
    try {
      const lexer = new Lexer(new Source(query.slice(offset)));
      for (let token = lexer.advance(); token.kind !== TokenKind.EOF; token = lexer.advance()) {
        walk.take(token);
      }
      return found;
    } catch (error) {
      const at = offset + ((error as GraphQLError).positions?.[0] ?? 0);
      const lineEnd = query.slice(at).search(/[\r\n]/);
      const end = lineEnd < 0 ? query.length : at + lineEnd;
      if (walk.inSecret()) {
        found.cuts.push([walk.lastEnd(), end]);
        offset = Math.max(end, at) + 1;
      } else {
        offset = at + 1;
      }
    }
  }
  return found;
}

/** The lexer's tokens, one at a time, noting what `findSecrets` finds; positions from `offset`. */
function secretWalk(found: Found, offset: number) {
  let before: Token | null = null;
  let last: Token | null = null;
  let end = offset;
  let secret: 'none' | 'value' | 'variable' = 'none';
  let depth = 0;
  let definition: { name: string; secret: boolean; typed: boolean } | null = null;
  const take = (token: Token) => {
    const { kind } = token;
    if (secret === 'variable') {
      if (kind === TokenKind.NAME) found.variables.add(token.value);
      secret = depth > 0 ? 'value' : 'none';
    } else if (secret === 'value') {
      if (kind === TokenKind.STRING || kind === TokenKind.BLOCK_STRING) {
        found.cuts.push([offset + token.start, offset + token.end]);
      } else if (kind === TokenKind.DOLLAR) {
        secret = 'variable';
        return;
      } else if (kind === TokenKind.BRACE_L || kind === TokenKind.BRACKET_L) {
        depth += 1;
      } else if (kind === TokenKind.BRACE_R || kind === TokenKind.BRACKET_R) {
        depth -= 1;
      }
      // A scalar at the top, or the bracket that closes the value, ends it.
      if (depth <= 0) {
        depth = 0;
        secret = 'none';
      }
    } else if (kind === TokenKind.COLON && last?.kind === TokenKind.NAME) {
      if (before?.kind === TokenKind.DOLLAR) {
        const secretName = isSecretName(last.value);
        definition = { name: last.value, secret: secretName, typed: false };
        if (secretName) found.variables.add(last.value);
      } else if (isSecretName(last.value)) {
        secret = 'value';
      }
    } else if (definition) {
      if (kind === TokenKind.NAME && !definition.typed) {
        definition.typed = true;
        if (isSecretType(token.value)) {
          definition.secret = true;
          found.variables.add(definition.name);
        }
      } else if (kind === TokenKind.EQUALS && definition.secret) {
        secret = 'value';
      } else if (kind === TokenKind.DOLLAR || kind === TokenKind.PAREN_R) {
        definition = null;
      }
    }
    before = last;
    last = token;
    end = offset + token.end;
  };
  return { take, inSecret: () => secret !== 'none', lastEnd: () => end };
}

/** The text with each span emptied: a string becomes `""`. */
function cut(text: string, cuts: readonly [number, number][]): string {
  let kept = '';
  let from = 0;
  for (const [start, end] of [...cuts].sort((a, b) => a[0] - b[0])) {
    if (start < from) continue;
    kept += `${text.slice(from, start)}""`;
    from = end;
  }
  return kept + text.slice(from);
}

/**
 * A variables text with the value of every secret variable emptied: a key with a secret name at
 * any depth, or a variable `secret` names. Text that is not JSON (half-typed) is dropped when a
 * key in it is a secret one, as its value cannot be found for sure; otherwise kept as typed.
 */
function variablesWithoutSecrets(text: string, secret: ReadonlySet<string>): string {
  let variables: unknown;
  try {
    variables = JSON.parse(text);
  } catch {
    const keys = [...text.matchAll(/"((?:[^"\\]|\\.)*)"\s*:/g)].map((match) => match[1] ?? '');
    return keys.some((key) => isSecretName(key) || secret.has(key)) ? '' : text;
  }
  if (typeof variables !== 'object' || variables === null) return text;
  let blanked = false;
  const kept = JSON.stringify(
    variables,
    // `this` is the object holding `key`: variables named by the operation are at the top.
    function (this: unknown, key, item) {
      const secretKey =
        key !== '' && (isSecretName(key) || (this === variables && secret.has(key)));
      if (secretKey && typeof item === 'string' && item !== '') {
        blanked = true;
        return '';
      }
      return item;
    },
    2,
  );
  return blanked ? kept : text;
}

/** An operation and its variables as GraphiQL keeps them (a tab, a history entry). */
export interface StoredRequest {
  query?: string | null;
  variables?: string | null;
}

/**
 * The one rule for what the playground writes to the browser's storage: the operation without
 * a string given to a password argument or field, the variables without the value of any
 * password variable (by its name in any language, by the argument it is given to, or by its
 * declared type). Absent parts stay absent; what holds no secret is kept exactly as typed.
 */
export function requestWithoutSecrets<R extends StoredRequest>(request: R): R {
  const found =
    typeof request.query === 'string'
      ? findSecrets(request.query)
      : { cuts: [], variables: new Set<string>() };
  return {
    ...request,
    ...(typeof request.query === 'string' ? { query: cut(request.query, found.cuts) } : {}),
    ...(typeof request.variables === 'string'
      ? { variables: variablesWithoutSecrets(request.variables, found.variables) }
      : {}),
  };
}
