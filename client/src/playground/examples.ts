import type { GraphiQLProps } from 'graphiql';

type TabDefinition = NonNullable<GraphiQLProps['defaultTabs']>[number];

/** An operation offered as a ready-to-run tab when the playground opens for the first time. */
export interface Example {
  query: string;
  /** JSON text for the variables editor. */
  variables?: string;
}

/**
 * Opens the first tab: what the tabs hold and where a staff token goes, Spanish first. Comment
 * lines stay within 52 columns, the editor's width beside the result on a laptop.
 */
export const WELCOME = `# Turismo Seguro Cusco · API GraphQL
#
# ES: una pestaña por tarea. Públicas, sin token:
# EmergencyContacts y VerifyProvider. Del personal:
# Guides y MarkNotificationsRead; antes ejecuta
# SignIn y pon su accessToken en Headers:
#   { "Authorization": "Bearer <accessToken>" }
# Ejecutar: Ctrl+Enter o ▶. Esquema: botón Docs.
# REST bajo /api: referencia en /docs/api.
#
# EN: one tab per task. Public, no token:
# EmergencyContacts and VerifyProvider. Staff:
# Guides and MarkNotificationsRead; first run
# SignIn and put its accessToken in Headers as
# above. Run: Ctrl+Enter or ▶. Schema: Docs.
# REST under /api: reference at /docs/api.
`;

/**
 * One tab each, in this order; the first follows the welcome text. Add new examples here: a
 * test validates each against the schema.
 */
export const EXAMPLES: readonly Example[] = [
  {
    query: `query EmergencyContacts {
  emergencyContacts {
    name
    phone
    dial
  }
}
`,
  },
  {
    query: `# ES: ¿está registrado? Nombre, RUC, carné o
# certificado. Público, sin token.
# EN: is it registered? Name, RUC, licence or
# certificate. Public, no token.
query VerifyProvider($query: String!) {
  verifyProvider(query: $query) {
    results {
      kind
      name
      registrationNumber
      status
      current
      expiresOn
    }
    more
  }
}
`,
    variables: '{ "query": "Quispe" }',
  },
  {
    query: `# ES: inicia sesión (correo o usuario) y copia
# accessToken en la pestaña Headers:
#   { "Authorization": "Bearer <accessToken>" }
# EN: sign in (email or username), then put
# accessToken in the Headers tab as above.
mutation SignIn(
  $login: String!
  $password: String!
) {
  signIn(login: $login, password: $password) {
    accessToken
    expiresIn
    user {
      name
      role
    }
  }
}
`,
    variables: '{ "login": "usuario@ejemplo.pe", "password": "" }',
  },
  {
    query: `# ES: guías de turismo, con búsqueda y páginas
# (personal: con el token de SignIn).
# EN: tourist guides, searched and paged (staff:
# with the token from SignIn).
query Guides($input: GuidesListInput) {
  guides(input: $input) {
    items {
      id
      firstNames
      lastNames
      licenseNumber
      status
    }
    pageInfo {
      page
      lastPage
      total
    }
  }
}
`,
    variables: '{ "input": { "search": "quispe", "page": 1, "size": 10 } }',
  },
  {
    query: `# ES: marca como leídas tus notificaciones
# (personal: con el token de SignIn).
# EN: marks your notifications read (staff).
mutation MarkNotificationsRead {
  markAllNotificationsAsRead {
    id
    title
    read
  }
}
`,
  },
];

/**
 * The tabs GraphiQL opens with when the browser has none saved. `headers` (JSON text) is given
 * to every tab, e.g. the signed-in user's Authorization header.
 */
export function exampleTabs(examples: readonly Example[], headers?: string): TabDefinition[] {
  return examples.map((example, index) => ({
    query: index === 0 ? `${WELCOME}\n${example.query}` : example.query,
    variables: example.variables ?? null,
    headers: headers ?? null,
  }));
}
