import { describe, expect, it } from 'vitest';
import {
  ask,
  choose,
  EMPTY,
  lookUp,
  pendingChecks,
  restore,
  save,
  start,
  verified,
} from '../../../../client/src/public/assistant/conversation';

const kinds = (conversation: ReturnType<typeof start>) =>
  conversation.messages.map((message) => `${message.from}:${message.kind}`);

describe('the conversation', () => {
  it('starts with the emergency numbers and the way to the full list', () => {
    const [first] = start(EMPTY).messages;
    expect(first).toMatchObject({
      from: 'assistant',
      text: 'home.assistant.emergencyFirst',
      actions: [
        { kind: 'call', contactId: 'policia' },
        { kind: 'call-tourism-police' },
        { kind: 'open-emergency' },
      ],
    });
  });

  it('answers a chip with its topic; the nearest police also list the offices', () => {
    const theft = choose(start(EMPTY), 'THEFT');
    expect(theft.messages.slice(1)).toMatchObject([
      { from: 'visitor', kind: 'chip', topic: 'THEFT' },
      { from: 'assistant', kind: 'topic', topic: 'THEFT' },
    ]);
    expect(kinds(choose(EMPTY, 'NEAREST_POLICE'))).toEqual([
      'visitor:chip',
      'assistant:topic',
      'assistant:nearest',
    ]);
  });

  it('answers a call for help with the numbers to call now, then advice', () => {
    const help = ask(start(EMPTY), 'help', { topic: 'FALLBACK', urgency: 'HELP' });
    expect(help.messages.slice(1)).toMatchObject([
      { from: 'visitor', kind: 'text', text: 'help' },
      { from: 'assistant', kind: 'urgent', urgency: 'HELP' },
      { from: 'assistant', kind: 'topic', topic: 'EMERGENCY' },
    ]);
    // An article (altitude) gives way to the emergency advice; advice for the situation stays.
    const hospital = ask(EMPTY, 'hospital', { topic: 'HEALTH', urgency: 'MEDICAL' });
    expect(hospital.messages.at(-1)).toMatchObject({ kind: 'topic', topic: 'EMERGENCY' });
    const knife = ask(EMPTY, 'robbed at knifepoint', { topic: 'THEFT', urgency: 'VIOLENCE' });
    expect(knife.messages.at(-1)).toMatchObject({ kind: 'topic', topic: 'THEFT' });
  });

  it('answers an emergency at once even while waiting for a name to look up', () => {
    const waiting = choose(EMPTY, 'VERIFY');
    expect(waiting.awaiting).toBe('verify-query');
    const urgent = ask(waiting, 'no respira', { topic: 'FALLBACK', urgency: 'MEDICAL' });
    expect(kinds(urgent).slice(-3)).toEqual([
      'visitor:text',
      'assistant:urgent',
      'assistant:topic',
    ]);
    expect(pendingChecks(urgent)).toEqual([]);
    expect(urgent.awaiting).toBeNull();
  });

  it('answers thanks and greetings in kind; thanks after a lookup is not looked up', () => {
    const waiting = choose(EMPTY, 'VERIFY');
    const thanked = ask(waiting, '¡Gracias!', { topic: 'FALLBACK', courtesy: 'THANKS' });
    expect(thanked.messages.at(-1)).toMatchObject({
      kind: 'text',
      text: 'home.assistant.courtesy.THANKS',
    });
    expect(thanked.awaiting).toBeNull();
    expect(pendingChecks(thanked)).toEqual([]);
    const greeted = ask(EMPTY, 'hola', { topic: 'FALLBACK', courtesy: 'GREETING' });
    expect(greeted.messages.at(-1)).toMatchObject({
      text: 'home.assistant.courtesy.GREETING',
      actions: [{ kind: 'call', contactId: 'policia' }],
    });
  });

  it('keeps ids unique and ignores blank text', () => {
    let conversation = start(EMPTY);
    conversation = ask(conversation, '   ', { topic: 'FALLBACK' });
    conversation = ask(conversation, 'hola', { topic: 'FALLBACK' });
    conversation = ask(conversation, 'me robaron', { topic: 'THEFT' });
    const ids = conversation.messages.map((message) => message.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(kinds(conversation)).toEqual([
      'assistant:text',
      'visitor:text',
      'assistant:topic',
      'visitor:text',
      'assistant:topic',
    ]);
  });

  it('looks up a RUC or carné at once, and whatever follows the question for a name', () => {
    let conversation = ask(EMPTY, 'GOT-2024-0001', { topic: 'VERIFY', query: 'GOT-2024-0001' });
    expect(pendingChecks(conversation).map((check) => check.query)).toEqual(['GOT-2024-0001']);

    conversation = choose(EMPTY, 'VERIFY');
    expect(conversation.awaiting).toBe('verify-query');
    conversation = ask(conversation, 'Hostal Inti', { topic: 'FALLBACK' });
    expect(pendingChecks(conversation).map((check) => check.query)).toEqual(['Hostal Inti']);
    // A plain question about something else is answered, not looked up, with the lookup offered.
    conversation = ask(conversation, 'me robaron', { topic: 'THEFT' });
    expect(conversation.awaiting).toBeNull();
    expect(conversation.messages.slice(-2)).toMatchObject([
      { kind: 'topic', topic: 'THEFT' },
      { kind: 'text', actions: [{ kind: 'verify', query: 'me robaron' }] },
    ]);
    expect(pendingChecks(conversation)).toHaveLength(1);
    conversation = lookUp(conversation, 'me robaron');
    expect(pendingChecks(conversation).map((check) => check.query)).toEqual([
      'Hostal Inti',
      'me robaron',
    ]);
    // Outside a request for a name, another question gets no such offer.
    conversation = ask(EMPTY, 'me robaron', { topic: 'THEFT' });
    expect(conversation.messages.at(-1)).toMatchObject({ kind: 'topic', topic: 'THEFT' });
  });

  it('records the registry’s answer on its check', () => {
    const asked = ask(EMPTY, '20123456789', { topic: 'VERIFY', query: '20123456789' });
    const [check] = pendingChecks(asked);
    const done = verified(asked, check?.id ?? '', { kind: 'offline' });
    expect(pendingChecks(done)).toEqual([]);
    expect(done.messages.at(-1)).toMatchObject({ outcome: { kind: 'offline' } });
  });

  it('is kept in the tab’s storage and restored, and a broken copy is ignored', () => {
    const conversation = choose(start(EMPTY), 'HEALTH');
    save(conversation, sessionStorage);
    expect(restore(sessionStorage)).toEqual(conversation);
    save(null, sessionStorage);
    expect(restore(sessionStorage)).toBeNull();
    sessionStorage.setItem('turismo-seguro.assistant-conversation', '{nope');
    expect(restore(sessionStorage)).toBeNull();
  });
});

describe('the conversation in another language, the report and the fallback numbers', () => {
  it('answers in the message’s language and offers to switch the page to it', () => {
    const help = ask(start(EMPTY), 'help', { topic: 'FALLBACK', urgency: 'HELP', lang: 'en' });
    expect(help.messages.slice(1)).toMatchObject([
      { from: 'visitor', kind: 'text', text: 'help' },
      { from: 'assistant', kind: 'urgent', urgency: 'HELP', lang: 'en' },
      { from: 'assistant', kind: 'topic', topic: 'EMERGENCY', lang: 'en' },
      {
        from: 'assistant',
        kind: 'text',
        text: 'home.assistant.switchOffer',
        lang: 'en',
        actions: [{ kind: 'switch-language', lang: 'en' }],
      },
    ]);
    // In the page's language: no offer, no language of its own.
    const same = ask(EMPTY, 'ayuda', { topic: 'FALLBACK', urgency: 'HELP' });
    expect(same.messages.some((message) => 'lang' in message)).toBe(false);
  });

  it('answers a wish to report with the way to the report form', () => {
    const report = ask(EMPTY, 'denuncia', { topic: 'FALLBACK', report: true });
    expect(report.messages.at(-1)).toMatchObject({
      from: 'assistant',
      kind: 'text',
      text: 'home.assistant.reportOffer',
      actions: [{ kind: 'report' }, { kind: 'call', contactId: 'policia' }],
    });
  });

  it('keeps with the fallback answer which number comes first', () => {
    const body = ask(EMPTY, 'meu peito', { topic: 'FALLBACK', calls: 'AMBULANCE_FIRST' });
    expect(body.messages.at(-1)).toMatchObject({ topic: 'FALLBACK', calls: 'AMBULANCE_FIRST' });
  });
});
