import type { GraphiQLProps } from 'graphiql';

type TabDefinition = NonNullable<GraphiQLProps['defaultTabs']>[number];

/** An operation offered as a ready-to-run tab when the playground opens for the first time. */
export interface Example {
  query: string;
  /** JSON text for the variables editor. */
  variables?: string;
}

/** Opens the first tab: what the API is and where a staff token goes, Spanish first. */
export const WELCOME = `# Turismo Seguro Cusco · API GraphQL
#
# ES: números de emergencia para turistas y registros
# de la administración y la policía de turismo.
# Las consultas públicas no necesitan token; para las
# del personal, escribe en la pestaña Headers:
#   { "Authorization": "Bearer <token>" }
# Ejecutar: Ctrl+Enter o ▶. Esquema: botón Docs.
#
# EN: emergency numbers for tourists and registries of
# the tourism administration and police. Public queries
# need no token; for staff operations put the header
# above in the Headers tab. Run: Ctrl+Enter or ▶.
`;

/** One tab each, in this order; the first follows the welcome text. Add new examples here. */
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
