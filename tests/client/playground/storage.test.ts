import { describe, expect, it } from 'vitest';
import { storageWithoutSecrets, withoutSecrets } from '../../../client/src/playground/storage';

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
});
