import { NEW_DEVICE_KEY } from './device-keys';

/** An operation offered as a ready-to-run tab when the playground opens for the first time. */
export interface Example {
  query: string;
  /** JSON text for the variables editor. */
  variables?: string;
}

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
    query: `# ES: inicia sesión (correo o usuario): las demás
# pestañas usan su accessToken hasta recargar.
# EN: sign in (email or username): the other tabs
# use its accessToken until a reload.
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
  {
    query: `# ES: la denuncia de un turista. Pública, sin
# token; en producción llega a la policía. El
# playground pone un deviceKey nuevo en cada
# ejecución; uno escrito a mano repetido responde
# el mismo caso. Guarda followToken para seguirlo.
# EN: a tourist's report. Public, no token; in
# production it reaches the police. Each run gets
# a new deviceKey; one typed in and sent again
# answers the same case. Keep followToken.
mutation ReportIncident($input: ReportIncidentInput!) {
  reportIncident(input: $input) {
    code
    followToken
    status
    office {
      jurisdiction
      station
      phone
    }
  }
}
`,
    variables: JSON.stringify(
      {
        input: {
          deviceKey: NEW_DEVICE_KEY,
          type: 'THEFT',
          occurredAt: '2026-11-20T15:30:00-05:00',
          place: {
            position: { latitude: -13.51664, longitude: -71.97872, accuracy: 25 },
            description: 'Plaza de Armas',
          },
          items: [{ description: 'Phone', value: 900, currency: 'USD' }],
          // Says what it is, for an officer who reads one filed by mistake in production.
          account: 'TEST from the API playground, not a real report: someone took my phone.',
          reporter: { name: 'Alex Example', nationality: 'Canada', email: 'alex@example.com' },
          language: 'en',
        },
      },
      null,
      2,
    ),
  },
  {
    query: `# ES: el seguimiento de un caso con el followToken
# de ReportIncident. Público: sin datos personales.
# EN: a case's follow-up with ReportIncident's
# followToken. Public: no personal data.
query IncidentFollowUp($token: String!) {
  incidentFollowUp(token: $token) {
    code
    status
    office {
      jurisdiction
      phone
    }
    updates {
      at
      status
      note
    }
  }
}
`,
    variables: '{ "token": "<followToken>" }',
  },
  {
    query: `# ES: las denuncias abiertas, filtradas y en
# páginas (POLICIA o ADMINISTRADOR, con token).
# EN: the open reports, filtered and paged
# (POLICIA or ADMINISTRADOR, with a token).
query Incidents($input: IncidentsListInput) {
  incidents(input: $input) {
    items {
      id
      code
      type
      status
      createdAt
      office {
        jurisdiction
      }
      assigneeName
    }
    pageInfo {
      page
      lastPage
      total
    }
  }
}
`,
    variables:
      '{ "input": { "status": ["RECIBIDO", "EN_ATENCION"], "type": ["THEFT"], "page": 1, "size": 10 } }',
  },
  {
    query: `# ES: un caso con sus datos y su historial; el id
# sale de Incidents (POLICIA o ADMINISTRADOR).
# EN: one case with its data and history; the id
# comes from Incidents (POLICIA or ADMINISTRADOR).
query Incident($id: ID!) {
  incident(id: $id) {
    code
    status
    place {
      district
      description
    }
    items {
      description
      value
      currency
    }
    account
    reporter {
      name
      nationality
      email
    }
    history {
      at
      kind
      status
      note
      byName
    }
  }
}
`,
    variables: '{ "id": "<id>" }',
  },
  {
    query: `# ES: atiende un caso: siguiente estado y una nota
# que el turista lee en su seguimiento.
# EN: works a case: its next status and a note the
# tourist reads on the follow-up page.
mutation UpdateIncident(
  $id: ID!
  $input: UpdateIncidentInput!
) {
  updateIncident(id: $id, input: $input) {
    code
    status
    history {
      kind
      status
      note
    }
  }
}
`,
    variables: JSON.stringify(
      {
        id: '<id>',
        input: { status: 'EN_ATENCION', note: 'An officer is reviewing your report.' },
      },
      null,
      2,
    ),
  },
  {
    query: `# ES: la portada de la policía: abiertas por estado
# y las más antiguas aún sin atender.
# EN: the police's landing page: open reports by
# status and the oldest not yet taken up.
query IncidentOverview {
  incidentOverview(oldest: 5) {
    open {
      status
      total
    }
    openTotal
    oldestUnattended {
      id
      code
      type
      district
      jurisdiction
      createdAt
    }
  }
}
`,
  },
];
