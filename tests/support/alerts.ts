import type { TestApp } from './app';

const HOUR_MS = 3_600_000;

/**
 * The body of an alert as the staff form sends it (REST and GraphQL's `AlertInput` alike): a
 * railway cut from now for a day, in Spanish and English, over two provinces. `now` is the
 * app's clock, so onset and expiry move with it.
 */
export function alertInput(now: number, overrides: Record<string, unknown> = {}) {
  return {
    category: 'RAILWAY',
    severity: 'SEVERE',
    urgency: 'IMMEDIATE',
    certainty: 'OBSERVED',
    area: { kind: 'PROVINCES', provinces: ['Urubamba', 'La Convención'] },
    onset: new Date(now).toISOString(),
    expires: new Date(now + 24 * HOUR_MS).toISOString(),
    texts: [
      {
        language: 'es',
        headline: 'Tren a Machu Picchu suspendido',
        description: 'Un deslizamiento cortó la vía entre Ollantaytambo y Aguas Calientes.',
        instruction: 'No viaje a la estación; consulte a su operador.',
      },
      {
        language: 'en',
        headline: 'Train to Machu Picchu suspended',
        description: 'A landslide cut the line between Ollantaytambo and Aguas Calientes.',
        instruction: 'Do not go to the station; ask your operator.',
      },
    ],
    source: 'PeruRail',
    link: 'https://www.perurail.com/',
    ...overrides,
  };
}

/** REST calls on /api/alerts with a staff token. */
export function alertsApi(app: TestApp, token: string) {
  const auth = <T extends { set(name: string, value: string): T }>(call: T) =>
    call.set('authorization', `Bearer ${token}`);
  return {
    create: (body: object) => auth(app.request.post('/api/alerts')).send(body),
    update: (id: string, body: object) => auth(app.request.put(`/api/alerts/${id}`)).send(body),
    publish: (id: string) => auth(app.request.post(`/api/alerts/${id}/publish`)).send({}),
    cancel: (id: string, reason: unknown) =>
      auth(app.request.post(`/api/alerts/${id}/cancel`)).send({ reason }),
    remove: (id: string) => auth(app.request.delete(`/api/alerts/${id}`)),
    get: (id: string) => auth(app.request.get(`/api/alerts/${id}`)),
    list: (query = '') => auth(app.request.get(`/api/alerts${query}`)),
    history: (id: string) =>
      app.graphql(
        `query ($id: ID!) { recordHistory(area: alerts, id: $id) { action actor { id } changes { field before after } } }`,
        { id },
        token,
      ),
  };
}

/** Creates and publishes an alert through REST; answers the published alert's body. */
export async function publishedAlert(
  app: TestApp,
  token: string,
  overrides: Record<string, unknown> = {},
) {
  const api = alertsApi(app, token);
  const created = await api.create(alertInput(app.clock.now(), overrides));
  if (created.status !== 201) throw new Error(`create: ${JSON.stringify(created.body)}`);
  const published = await api.publish(created.body.id);
  if (published.status !== 200) throw new Error(`publish: ${JSON.stringify(published.body)}`);
  return published.body as { id: string; version: number; state: string; updatedAt: string };
}
