import type { GraphiQLProps } from 'graphiql';
import { Kind, OperationTypeNode, parse } from 'graphql';
import type { Example } from './examples';

type TabDefinition = NonNullable<GraphiQLProps['defaultTabs']>[number];

/**
 * Opens the first tab: what the tabs hold and where a staff token goes, Spanish first. Comment
 * lines stay within 52 columns, the editor's width beside the result on a laptop.
 */
export const WELCOME = `# Turismo Seguro Cusco · API GraphQL
#
# ES: una pestaña por tarea. Públicas, sin token:
# EmergencyContacts, VerifyProvider, ReportIncident
# e IncidentFollowUp. Del personal: Guides,
# MarkNotificationsRead y las de Incident…; antes
# ejecuta SignIn o pon en Headers (una vez basta):
#   { "Authorization": "Bearer <accessToken>" }
# Ejecutar: Ctrl+Enter o ▶. Esquema: botón Docs.
# REST bajo /api: referencia en /docs/api.
#
# EN: one tab per task. Public, no token:
# EmergencyContacts, VerifyProvider, ReportIncident
# and IncidentFollowUp. Staff: Guides,
# MarkNotificationsRead and the Incident… tabs;
# first run SignIn or set Headers as above, once
# for every tab. Run: Ctrl+Enter or ▶.
# Schema: Docs. REST under /api: see /docs/api.
`;

/**
 * The first lines of every example that changes data: run against production, it writes real
 * records (a report reaches the police).
 */
export const WRITES_MARK = `# ⚠ ESCRIBE DATOS REALES · WRITES REAL DATA
# ES: en producción, lo que guarde es real.
# EN: in production, what it saves is real.
`;

/** Whether the example's operation is a mutation: what changes data is marked as such. */
function writes(example: Example): boolean {
  return parse(example.query).definitions.some(
    (definition) =>
      definition.kind === Kind.OPERATION_DEFINITION &&
      definition.operation === OperationTypeNode.MUTATION,
  );
}

/**
 * The tabs GraphiQL opens with when the browser has none saved. `headers` (JSON text) is given
 * to every tab, e.g. the signed-in user's Authorization header.
 */
export function exampleTabs(examples: readonly Example[], headers?: string): TabDefinition[] {
  return examples.map((example, index) => {
    const query = writes(example) ? `${WRITES_MARK}${example.query}` : example.query;
    return {
      query: index === 0 ? `${WELCOME}\n${query}` : query,
      variables: example.variables ?? null,
      headers: headers ?? null,
    };
  });
}
