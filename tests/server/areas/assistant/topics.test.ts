import { beforeEach, describe, expect, it } from 'vitest';
import type { Role } from '../../../../generated/graphql';
import { updateSchema } from '../../../../server/areas/assistant/input';
import { ASSISTANT_TOPIC_IDS } from '../../../../server/areas/assistant/model';
import {
  listAssistantTopics,
  listAssistantTopicsForAdmin,
  updateAssistantTopic,
} from '../../../../server/areas/assistant/service';
import type { Context } from '../../../../server/context';
import { buildSeed, createDataStore } from '../../../../server/data';
import { BadRequestError, ForbiddenError, NotFoundError } from '../../../../server/errors';
import type { Store } from '../../../../server/store/types';
import { PUBLIC_LANGUAGES } from '../../../../shared/locales';
import { createTestApp, type TestApp } from '../../../support/app';
import { DEMO, sessionOf, signInAs, withToken } from '../../../support/auth';
import { testContext } from '../../../support/context';
import { refusalChangingNothing } from '../../../support/refusals';

const CONTACT_IDS = new Set(buildSeed().emergencyContacts.map((contact) => contact.id));

/** Seeded in the past, so that an edit's stamp always differs from the seed's. */
const SEEDED_AT = new Date('2026-01-01T00:00:00.000Z');

let store: Store;
let admin: Context;
beforeEach(async () => {
  store = createDataStore(buildSeed(SEEDED_AT));
  admin = await as('ADMINISTRADOR');
});

const as = (role: Role) => testContext({ store, user: sessionOf(role) });
const snapshot = async () => ({
  topics: await store.assistantTopics.list(),
  audit: await store.auditTrail.list(),
});

/** The fields of the 400 an attempt ends in, after checking that it changed nothing. */
const refusal = (attempt: () => Promise<unknown>) => refusalChangingNothing(snapshot, attempt);

describe('the seeded topics', () => {
  it('are every topic, in chip order, for anybody', async () => {
    const topics = await listAssistantTopics(await testContext({ store }));
    expect(topics.map((topic) => topic.id)).toEqual([...ASSISTANT_TOPIC_IDS]);
    expect(topics.map((topic) => topic.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('have every text in every language of the page, plain text within the limits', async () => {
    for (const topic of await listAssistantTopics(admin)) {
      for (const lang of PUBLIC_LANGUAGES) {
        const label = topic.label[lang] ?? '';
        const answer = topic.answer[lang] ?? '';
        const phrases = topic.phrases[lang] ?? [];
        expect(label.length, `${topic.id} label ${lang}`).toBeGreaterThan(0);
        expect(label.length).toBeLessThanOrEqual(40);
        expect(answer.length, `${topic.id} answer ${lang}`).toBeGreaterThan(20);
        expect(answer.length).toBeLessThanOrEqual(2000);
        expect(answer).not.toMatch(/<[a-z/]/i);
        if (topic.id === 'FALLBACK') expect(phrases).toEqual([]);
        else expect(phrases.length, `${topic.id} phrases ${lang}`).toBeGreaterThan(3);
      }
    }
  });

  it('pass the rules an edit must pass, so that staff can save them as they are', () => {
    for (const topic of buildSeed(SEEDED_AT).assistantTopics) {
      const { label, answer, phrases } = topic;
      const edit = topic.id === 'FALLBACK' ? { label, answer } : { label, answer, phrases };
      expect(updateSchema.safeParse(edit).error?.issues, topic.id).toBeUndefined();
    }
  });

  it('offer only seeded emergency numbers, the police for a theft and the ambulance for health', async () => {
    const topics = await listAssistantTopics(admin);
    for (const topic of topics) {
      expect(topic.callContactIds.length, topic.id).toBeGreaterThan(0);
      for (const id of topic.callContactIds) expect(CONTACT_IDS.has(id), id).toBe(true);
    }
    const byId = new Map(topics.map((topic) => [topic.id, topic]));
    expect(byId.get('THEFT')?.callContactIds).toContain('policia');
    expect(byId.get('HEALTH')?.callContactIds).toContain('ambulancia');
    expect(byId.get('EMERGENCY')?.callContactIds[0]).toBe('policia');
  });

  it('tell a theft victim to file a denuncia, block cards and contact the embassy', async () => {
    const theft = (await listAssistantTopics(admin)).find((topic) => topic.id === 'THEFT');
    expect(theft?.answer.es).toMatch(/denuncia/i);
    expect(theft?.answer.es).toMatch(/tarjetas/);
    expect(theft?.answer.es).toMatch(/embajada|consulado/);
    expect(theft?.answer.en).toMatch(/105/);
    expect(theft?.answer.tr).toMatch(/konsolosluğunuza/);
  });
});

describe('editing a topic', () => {
  it('changes only the given fields, stamps the time and records who changed what', async () => {
    const label = { es: 'Robo o asalto', en: 'Theft or robbery', tr: 'Hırsızlık ya da gasp' };
    const updated = await updateAssistantTopic(admin, 'THEFT', {
      label,
      callContactIds: ['policia', 'ambulancia'],
    });
    expect(updated).toMatchObject({
      id: 'THEFT',
      label,
      callContactIds: ['policia', 'ambulancia'],
    });
    const seeded = buildSeed(SEEDED_AT).assistantTopics.find((topic) => topic.id === 'THEFT');
    expect(updated.answer).toEqual(seeded?.answer);
    expect(updated.updatedAt).not.toBe(seeded?.updatedAt);

    const [entry] = await store.auditTrail.list();
    expect(entry).toMatchObject({
      area: 'assistant',
      recordId: 'THEFT',
      recordLabel: 'Robo o asalto',
      action: 'UPDATE',
      actor: { id: DEMO.ADMINISTRADOR.id },
    });
    expect(entry?.changes.map((change) => change.field).sort()).toEqual([
      'callContactIds',
      'label',
    ]);
  });

  it('trims texts, unifies line endings and keeps phrases as typed', async () => {
    const answer = { es: ' Uno\r\n\r\nDos ', en: 'One\n\nTwo', tr: 'Bir\r\rİki' };
    const phrases = { es: ['  me  robaron '], en: ['robbed'], tr: ['çalındı'] };
    const updated = await updateAssistantTopic(admin, 'THEFT', { answer, phrases });
    expect(updated.answer).toEqual({ es: 'Uno\n\nDos', en: 'One\n\nTwo', tr: 'Bir\n\nİki' });
    expect(updated.phrases.es).toEqual(['me robaron']);
  });

  it('writes the other languages of the page as given; null or empty removes one', async () => {
    const before = await store.assistantTopics.get('THEFT');
    if (!before) throw new Error('THEFT is seeded');
    const updated = await updateAssistantTopic(admin, 'THEFT', {
      label: { es: before.label.es, en: before.label.en, ja: '盗まれた', ko: null, tr: '' },
      phrases: { es: before.phrases.es, en: before.phrases.en, 'zh-Hans': [], de: ['beklaut'] },
    });
    const { ko: _ko, tr: _tr, ...label } = before.label;
    expect(updated.label).toEqual({ ...label, ja: '盗まれた' });
    const { 'zh-Hans': _zh, ...phrases } = before.phrases;
    expect(updated.phrases).toEqual({ ...phrases, de: ['beklaut'] });
    // Spanish and English stay required: they are what the others fall back to.
    const fields = await refusal(() =>
      updateAssistantTopic(admin, 'THEFT', { answer: { es: 'Llame al 105', ja: '105へ' } }),
    );
    expect(fields).toEqual({ 'answer.en': 'Required' });
  });

  it('writes nothing when nothing changes', async () => {
    const seeded = buildSeed(SEEDED_AT).assistantTopics.find((topic) => topic.id === 'SCAM');
    await updateAssistantTopic(admin, 'SCAM', { label: seeded?.label });
    expect(await store.auditTrail.list()).toEqual([]);
  });

  it('refuses texts that are empty or too long, naming each field', async () => {
    const fields = await refusal(() =>
      updateAssistantTopic(admin, 'THEFT', {
        label: { es: ' ', en: 'x'.repeat(41), tr: 'Soyuldum' },
        answer: { es: 'x'.repeat(2001), en: 'ok', tr: 'ok' },
      }),
    );
    expect(fields).toEqual({
      'label.es': 'Required',
      'label.en': 'At most 40 characters',
      'answer.es': 'At most 2000 characters',
    });
  });

  it('refuses phrases that are too short, too long, repeated or too many', async () => {
    const fields = await refusal(() =>
      updateAssistantTopic(admin, 'THEFT', {
        phrases: {
          es: ['a', 'Robó', 'robo'],
          en: ['x'.repeat(61)],
          tr: Array.from({ length: 41 }, (_, index) => `çalındı ${index}`),
        },
      }),
    );
    expect(fields).toEqual({
      'phrases.es.0': 'At least 2 characters',
      'phrases.es.2': 'Repeated phrase',
      'phrases.en.0': 'At most 60 characters',
      'phrases.tr': 'At most 40 phrases',
    });
  });

  it('needs phrases in Spanish and English for a topic, and none for the fallback', async () => {
    const none = { es: [], en: ['robbed'], tr: [] };
    expect(await refusal(() => updateAssistantTopic(admin, 'THEFT', { phrases: none }))).toEqual({
      'phrases.es': 'At least one phrase',
    });
    expect(await refusal(() => updateAssistantTopic(admin, 'FALLBACK', { phrases: none }))).toEqual(
      { 'phrases.en': 'The fallback answers what matched nothing: no phrases' },
    );
  });

  it('offers only existing emergency numbers, each once, at most six', async () => {
    expect(
      await refusal(() =>
        updateAssistantTopic(admin, 'THEFT', { callContactIds: ['policia', 'nope'] }),
      ),
    ).toEqual({ 'callContactIds.1': 'No such emergency number' });
    expect(
      await refusal(() =>
        updateAssistantTopic(admin, 'THEFT', { callContactIds: ['policia', 'policia'] }),
      ),
    ).toEqual({ callContactIds: 'Each number once' });
    const seven = [...CONTACT_IDS];
    expect(
      await refusal(() => updateAssistantTopic(admin, 'THEFT', { callContactIds: seven })),
    ).toEqual({ callContactIds: 'At most 6 numbers' });
  });

  it('answers 404 for an unknown topic and 400 for something that is not a topic id', async () => {
    await store.assistantTopics.remove('EMERGENCY');
    await expect(updateAssistantTopic(admin, 'EMERGENCY', {})).rejects.toBeInstanceOf(
      NotFoundError,
    );
    await expect(updateAssistantTopic(admin, 'WEATHER', {})).rejects.toBeInstanceOf(
      BadRequestError,
    );
  });

  it.each(['DIRCETUR', 'POLICIA'] as const)('is refused to %s', async (role) => {
    const ctx = await as(role);
    await expect(
      updateAssistantTopic(ctx, 'THEFT', { callContactIds: ['policia'] }),
    ).rejects.toBeInstanceOf(ForbiddenError);
    await expect(listAssistantTopicsForAdmin(ctx)).rejects.toBeInstanceOf(ForbiddenError);
    expect(await store.auditTrail.list()).toEqual([]);
  });
});

describe('the assistant API', () => {
  let app: TestApp;
  beforeEach(async () => {
    app = await createTestApp();
  });

  it('serves every topic in every language to the public page over REST', async () => {
    const response = await app.request.get('/api/public/assistant');
    expect(response.status).toBe(200);
    const { topics } = response.body;
    expect(topics.map((topic: { id: string }) => topic.id)).toEqual([...ASSISTANT_TOPIC_IDS]);
    expect(Object.keys(topics[1]).sort()).toEqual([
      'answer',
      'callContactIds',
      'id',
      'label',
      'phrases',
      'position',
      'updatedAt',
    ]);
    expect(topics[1].label).toMatchObject({ es: 'Me robaron', en: 'I was robbed', tr: 'Soyuldum' });
    expect(Object.keys(topics[1].label).sort()).toEqual([...PUBLIC_LANGUAGES].sort());
  });

  it('lets an ADMINISTRADOR edit over GraphQL and REST, and the public list follows', async () => {
    const admin = withToken(app, (await signInAs(app, 'ADMINISTRADOR')).accessToken);
    const edited = await admin.graphql(
      `mutation ($input: UpdateAssistantTopicInput!) {
        updateAssistantTopic(id: HEALTH, input: $input) { id callContactIds label { en } } }`,
      { input: { callContactIds: ['ambulancia'] } },
    );
    expect(edited.body.errors).toBeUndefined();
    expect(edited.body.data.updateAssistantTopic).toEqual({
      id: 'HEALTH',
      callContactIds: ['ambulancia'],
      label: { en: 'Health and altitude' },
    });
    const patched = await admin.patch('/api/admin/assistant-topics/HEALTH', {
      label: { es: 'Salud', en: 'Health', tr: 'Sağlık' },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.label.es).toBe('Salud');

    const publicList = await app.graphql('{ assistantTopics { id label { es } callContactIds } }');
    expect(publicList.body.data.assistantTopics[4]).toEqual({
      id: 'HEALTH',
      label: { es: 'Salud' },
      callContactIds: ['ambulancia'],
    });
  });

  it('answers a refused change with 400 and the fields, an unknown topic with 400', async () => {
    const admin = withToken(app, (await signInAs(app, 'ADMINISTRADOR')).accessToken);
    const refused = await admin.patch('/api/admin/assistant-topics/THEFT', {
      callContactIds: ['nope'],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ 'callContactIds.0': 'No such emergency number' });
    const unknown = await admin.patch('/api/admin/assistant-topics/WEATHER');
    expect(unknown.status).toBe(400);
  });
});
