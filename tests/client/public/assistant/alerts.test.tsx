import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../../../../client/public/i18n/public/en.json';
import ja from '../../../../client/public/i18n/public/ja.json';
import type { AlertsView } from '../../../../client/src/public/alerts/useAlerts';
import { AlertsAnswer } from '../../../../client/src/public/assistant/AlertsAnswer';
import { alertTopicOf } from '../../../../client/src/public/assistant/alert-topics';
import { ask, EMPTY, start } from '../../../../client/src/public/assistant/conversation';
import { createMatcher } from '../../../../client/src/public/assistant/match';
import { readMessage } from '../../../../client/src/public/assistant/read';
import { i18n, type Language, setPageDictionary } from '../../../../client/src/public/i18n/i18n';
import { seedAssistantTopics } from '../../../../server/areas/assistant/seed';
import { BEFORE_EXPIRY, publicAlertsIn } from '../../../support/public-alerts';

const match = createMatcher(seedAssistantTopics('2026-01-01T00:00:00.000Z'));
const read = (text: string, page: Language = 'en') => readMessage(text, match, page);

describe('questions about trains, strikes and roads', () => {
  it.each([
    ['is the train running?', 'RAILWAY'],
    ['train', 'RAILWAY'],
    ['¿hay trenes a Aguas Calientes?', 'RAILWAY'],
    ['o trem para Machu Picchu está funcionando?', 'RAILWAY'],
    ['le train circule-t-il ?', 'RAILWAY'],
    ['fährt der Zug heute?', 'RAILWAY'],
    ['il treno funziona oggi?', 'RAILWAY'],
    ['電車は動いていますか', 'RAILWAY'],
    ['기차 운행하나요?', 'RAILWAY'],
    ['火车今天开吗', 'RAILWAY'],
    ['tren çalışıyor mu?', 'RAILWAY'],
    ['strike', 'STRIKE'],
    ['paro', 'STRIKE'],
    ['¿hay huelga mañana?', 'STRIKE'],
    ['bloqueo', 'STRIKE'],
    ['blockade', 'STRIKE'],
    ['tem greve amanhã?', 'STRIKE'],
    ['y a-t-il une grève ?', 'STRIKE'],
    ['gibt es einen Streik?', 'STRIKE'],
    ['c’è uno sciopero?', 'STRIKE'],
    ['ストライキはありますか', 'STRIKE'],
    ['파업 있어요?', 'STRIKE'],
    ['今天有罢工吗', 'STRIKE'],
    ['yarın grev var mı?', 'STRIKE'],
    ['road', 'ROAD'],
    ['is the road to Pisac open?', 'ROAD'],
    ['¿está abierta la carretera a Ollantaytambo?', 'ROAD'],
    ['la route est-elle ouverte ?', 'ROAD'],
    ['ist die Straße offen?', 'ROAD'],
    ['道路は通れますか', 'ROAD'],
    ['도로 상황 어때요?', 'ROAD'],
    ['公路通吗', 'ROAD'],
  ] as const)('"%s" asks about the %s alerts', (text, about) => {
    expect(alertTopicOf(text)).toBe(about);
    expect(read(text)).toMatchObject({ topic: 'FALLBACK', alerts: about, urgency: null });
  });

  it.each([
    'my wallet was stolen',
    'where is the nearest police station',
    'hola',
    'I lost my passport',
  ])('"%s" is no question about alerts', (text) => {
    expect(read(text).alerts).toBeUndefined();
  });

  it('leaves an emergency first: the numbers to call come before anything about alerts', () => {
    const reading = read('there was an accident on the road, someone is bleeding');
    expect(reading.urgency).not.toBeNull();
    const said = ask(
      start(EMPTY),
      'there was an accident on the road, someone is bleeding',
      reading,
    );
    const kinds = said.messages.slice(2).map((message) => message.kind);
    expect(kinds[0]).toBe('urgent');
    expect(kinds).not.toContain('alerts');
  });

  it('answers with the alerts, and is no longer waiting for a name to look up', () => {
    const conversation = ask(start(EMPTY), 'is the train running?', read('is the train running?'));
    expect(conversation.messages.at(-1)).toMatchObject({
      from: 'assistant',
      kind: 'alerts',
      about: 'RAILWAY',
    });
    expect(conversation.awaiting).toBeNull();
  });
});

describe('the assistant’s answer about alerts', () => {
  afterEach(async () => {
    cleanup();
    await i18n.changeLanguage('es');
  });

  const view = (alerts = publicAlertsIn('en'), stale = false): AlertsView => ({
    alerts,
    fetchedAt: '2026-11-29T10:45:00.000Z',
    stale,
    now: BEFORE_EXPIRY,
  });

  function answer(about: 'RAILWAY' | 'STRIKE' | 'ROAD', alerts: AlertsView, lang: Language = 'en') {
    setPageDictionary(lang, { home: (lang === 'ja' ? ja : en).home });
    return render(
      <AlertsAnswer about={about} alerts={alerts} t={i18n.getFixedT(lang)} lang={lang} />,
    );
  }

  it('lists the alerts of the categories asked about, with what to do', () => {
    answer('RAILWAY', view());
    expect(screen.getByText('Active alerts about the trains:')).toBeTruthy();
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]?.textContent).toContain('Severe: Trains to Machu Picchu suspended');
    expect(items[0]?.textContent).toContain('Ask your operator before going to the station.');
    expect(items[0]?.textContent).toContain('PeruRail · updated 2026-11-28 09:40');
    expect(screen.getByRole('link', { name: 'See all alerts' }).getAttribute('href')).toBe(
      '#alerts',
    );
  });

  it('counts a blockade among the road alerts', () => {
    answer('ROAD', view());
    expect(screen.getAllByRole('listitem')[0]?.textContent).toContain('Regional strike');
  });

  it('says there is none right now, with the time it last knew', () => {
    answer('RAILWAY', view(publicAlertsIn('en').filter((alert) => alert.category !== 'RAILWAY')));
    expect(screen.getByText('No alert about the trains right now.')).toBeTruthy();
    expect(screen.getByText('Last checked: 05:45 (Cusco time).')).toBeTruthy();
  });

  it('says so in the visitor’s language, marking the English texts', () => {
    answer('STRIKE', view(), 'ja');
    expect(screen.getByText('ストライキ・道路封鎖に関する現在のアラート：')).toBeTruthy();
    const headline = screen.getByText('Regional strike: roads blocked');
    expect(headline.getAttribute('lang')).toBe('en');
    answer('ROAD', view([]), 'ja');
    expect(screen.getByText('現在、道路に関するアラートはありません。')).toBeTruthy();
  });
});
