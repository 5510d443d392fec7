import { describe, expect, it } from 'vitest';
import { storageWithoutSecrets, withoutSecrets } from '../../../client/src/playground/storage';

/** The playground's storage over a Map the test reads. */
function mapStorage() {
  const backing = new Map<string, string>();
  const storage = storageWithoutSecrets({
    get length() {
      return backing.size;
    },
    key: (index) => [...backing.keys()][index] ?? null,
    getItem: (key) => backing.get(key) ?? null,
    setItem: (key, value) => backing.set(key, value),
    removeItem: (key) => backing.delete(key),
    clear: () => backing.clear(),
  });
  return { backing, storage };
}

const tab = (variables: string) =>
  JSON.stringify({
    tabs: [
      {
        id: 't1',
        query: 'mutation SignIn { x }',
        variables,
        headers: '{"Authorization":"Bearer abc"}',
      },
    ],
    activeTabIndex: 0,
  });

describe('the playground storage', () => {
  it('keeps no header and no secret variable of a saved tab', () => {
    const saved = JSON.parse(
      withoutSecrets(
        tab('{ "login": "admin", "password": "Cusco.2026", "newPassword": "Otra.1" }'),
      ),
    );
    const [first] = saved.tabs;
    expect(first.headers).toBeNull();
    expect(JSON.parse(first.variables)).toEqual({ login: 'admin', password: '', newPassword: '' });
    expect(JSON.stringify(saved)).not.toMatch(/Cusco\.2026|Otra\.1|Bearer abc/);
  });

  it('keeps variables without secrets as they were typed, and drops a half-typed one naming a secret', () => {
    const plain = '{ "input": { "page": 1 } }';
    expect(JSON.parse(withoutSecrets(tab(plain))).tabs[0].variables).toBe(plain);
    expect(JSON.parse(withoutSecrets(tab('{ "password": "Cus'))).tabs[0].variables).toBe('');
    expect(JSON.parse(withoutSecrets(tab('{ "page": '))).tabs[0].variables).toBe('{ "page": ');
  });

  it('blanks the history entries GraphiQL saves on each run too', () => {
    const { backing, storage } = mapStorage();
    storage.setItem(
      'graphiql:queries',
      JSON.stringify({
        queries: [
          { query: 'mutation { signIn }', variables: '{"token":"reset-123"}', headers: '{}' },
        ],
      }),
    );
    expect(backing.get('graphiql:queries')).not.toContain('reset-123');
  });

  it('keeps no password written inline or under another name in a tab, a history entry or the raw texts', () => {
    const { backing, storage } = mapStorage();
    const query =
      'mutation SignIn { signIn(login: "admin", password: "Cusco.2026") { accessToken } }';
    const typed =
      'mutation Go($p: String!) { signIn(login: "admin", password: $p) { accessToken } }';
    storage.setItem(
      'graphiql:tabState',
      JSON.stringify({
        tabs: [
          { id: 't1', query, variables: null, headers: null },
          {
            id: 't2',
            query: typed,
            variables: '{"p":"Cusco.2026","clave":"Otra.1"}',
            headers: null,
          },
        ],
        activeTabIndex: 1,
      }),
    );
    storage.setItem(
      'graphiql:queries',
      JSON.stringify({ queries: [{ query, variables: '{"contraseña":"Otra.1"}' }] }),
    );
    storage.setItem('graphiql:query', typed);
    storage.setItem('graphiql:variables', '{ "p": "Cusco.2026" }');
    storage.setItem('graphiql:query', query);
    const everything = JSON.stringify([...backing]);
    expect(everything).not.toMatch(/Cusco\.2026|Otra\.1/);
    expect(backing.get('graphiql:query')).toContain('password: ""');
    expect(JSON.parse(backing.get('graphiql:variables') ?? '')).toEqual({ p: '' });
  });
});
