import { parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { withNewDeviceKeys } from '../../../client/src/playground/device-keys';
import { exampleTabs, WELCOME, WRITES_MARK } from '../../../client/src/playground/example-tabs';
import { EXAMPLES } from '../../../client/src/playground/examples';
import { sdlSchema } from '../../../server/graphql/sdl';
import { createTestApp } from '../../support/app';
import { DEMO, DEMO_PASSWORD, signInAs } from '../../support/auth';

// The playground's example tabs are the API's first impression: each must be valid against the
// schema and actually answer, signed in or not as its comment says.

const schema = sdlSchema();
const examples = EXAMPLES.map((example) => {
  const document = parse(example.query);
  const operation = document.definitions[0];
  const name = operation && 'name' in operation ? operation.name?.value : undefined;
  return { name, document, ...example };
});

describe('the playground examples', () => {
  it.each(examples)('$name is valid against the schema', ({ document, variables }) => {
    expect(validate(schema, document).map((error) => error.message)).toEqual([]);
    expect(document.definitions).toHaveLength(1);
    if (variables) expect(() => JSON.parse(variables)).not.toThrow();
  });

  it("cover the product's main tasks, each in its own tab, the welcome on the first", () => {
    expect(examples.map(({ name }) => name)).toEqual([
      'EmergencyContacts',
      'VerifyProvider',
      'SignIn',
      'Guides',
      'MarkNotificationsRead',
      'ReportIncident',
      'IncidentFollowUp',
      'Incidents',
      'Incident',
      'UpdateIncident',
      'IncidentOverview',
    ]);
    const tabs = exampleTabs(EXAMPLES);
    expect(tabs[0]?.query?.startsWith(WELCOME)).toBe(true);
    expect(tabs.slice(1).some((tab) => tab.query?.includes(WELCOME))).toBe(false);
  });

  it('mark each example that changes data as writing real data, and only those', () => {
    const tabs = exampleTabs(EXAMPLES);
    const marked = examples.filter((_, index) => tabs[index]?.query?.includes(WRITES_MARK));
    expect(marked.map(({ name }) => name)).toEqual([
      'SignIn',
      'MarkNotificationsRead',
      'ReportIncident',
      'UpdateIncident',
    ]);
    for (const { document } of marked) {
      expect(document.definitions[0]).toMatchObject({ operation: 'mutation' });
    }
  });

  it("keep their comments within the editor's width (52 columns)", () => {
    const long = exampleTabs(EXAMPLES)
      .flatMap((tab) => (tab.query ?? '').split('\n'))
      .filter((line) => line.startsWith('#') && [...line].length > 52);
    expect(long).toEqual([]);
  });

  it('answer without errors: the public ones anonymously, the staff ones with a token', async () => {
    const app = await createTestApp();
    const { accessToken } = await signInAs(app, 'DIRCETUR');
    const run = async (name: string, token?: string, override?: Record<string, unknown>) => {
      const example = examples.find((entry) => entry.name === name);
      if (!example) throw new Error(`no example ${name}`);
      // As the playground's fetcher sends them: a new device key on every run.
      const variables = {
        ...(withNewDeviceKeys(JSON.parse(example.variables ?? '{}')) as object),
        ...override,
      };
      const response = await app.graphql(example.query, variables, token);
      expect(response.body.errors, name).toBeUndefined();
      return response.body.data;
    };
    expect((await run('EmergencyContacts')).emergencyContacts.length).toBeGreaterThan(0);
    expect((await run('VerifyProvider')).verifyProvider.results.length).toBeGreaterThan(0);
    const signedIn = await run('SignIn', undefined, {
      login: DEMO.DIRCETUR.username,
      password: DEMO_PASSWORD,
    });
    expect(signedIn.signIn.accessToken).toEqual(expect.any(String));
    expect((await run('Guides', accessToken)).guides.items.length).toBeGreaterThan(0);
    expect((await run('MarkNotificationsRead', accessToken)).markAllNotificationsAsRead).toEqual(
      expect.any(Array),
    );

    // A tourist's report and its follow-up, then the case as the tourism police work it.
    const { reportIncident } = await run('ReportIncident');
    expect(reportIncident.status).toBe('RECIBIDO');
    // Each run is a report of its own: nobody is answered another run's case and its token.
    const again = (await run('ReportIncident')).reportIncident;
    expect(again.code).not.toBe(reportIncident.code);
    expect(again.followToken).not.toBe(reportIncident.followToken);
    const followed = await run('IncidentFollowUp', undefined, {
      token: reportIncident.followToken,
    });
    expect(followed.incidentFollowUp.code).toBe(reportIncident.code);
    const police = (await signInAs(app, 'POLICIA')).accessToken;
    const { incidents } = await run('Incidents', police);
    expect(incidents.items.map((item: { code: string }) => item.code)).toEqual([
      again.code,
      reportIncident.code,
    ]);
    const id = incidents.items[1].id;
    expect((await run('Incident', police, { id })).incident.reporter.name).toBe('Alex Example');
    expect((await run('UpdateIncident', police, { id })).updateIncident.status).toBe('EN_ATENCION');
    expect((await run('IncidentOverview', police)).incidentOverview.openTotal).toBe(2);
    await app.stop();
  });
});
