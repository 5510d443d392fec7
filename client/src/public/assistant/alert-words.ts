import type { PublicLanguage } from '../../../../shared/locales';
import type { AlertTopic } from './alert-topics';

/**
 * What visitors write when they ask whether they can travel, per language the page offers, as
 * they type it (matching folds case, accents and Turkish letters; see words/types.ts). Kept in
 * code like the urgent words: the answer is the alerts staff publish, not a topic they edit.
 * Words a typo turns into an urgency ("stroke") are safe: urgencies are read first.
 */
export const ALERT_WORDS: Record<PublicLanguage, Record<AlertTopic, string[]>> = {
  es: {
    RAILWAY: ['tren', 'trenes', 'ferrocarril', 'vía férrea', 'perurail', 'inca rail'],
    STRIKE: ['paro', 'paros', 'huelga', 'bloqueo', 'bloqueos', 'manifestación', 'protesta'],
    ROAD: ['carretera', 'carreteras', 'vía cerrada', 'huaico', 'huayco', 'derrumbe'],
  },
  en: {
    RAILWAY: ['train', 'trains', 'railway', 'railroad', 'perurail', 'inca rail'],
    STRIKE: ['strike', 'strikes', 'blockade', 'blockades', 'roadblock', 'protest', 'protests'],
    ROAD: ['road', 'roads', 'highway', 'landslide', 'road closed'],
  },
  pt: {
    RAILWAY: ['trem', 'trens', 'ferrovia', 'comboio'],
    STRIKE: ['greve', 'greves', 'bloqueio', 'bloqueios', 'paralisação', 'protesto'],
    ROAD: ['estrada', 'estradas', 'rodovia', 'deslizamento'],
  },
  fr: {
    RAILWAY: ['train', 'trains', 'chemin de fer', 'ferroviaire'],
    STRIKE: ['grève', 'grèves', 'blocage', 'blocages', 'barrage routier', 'manifestation'],
    ROAD: ['route', 'routes', 'glissement de terrain', 'éboulement'],
  },
  de: {
    RAILWAY: ['zug', 'züge', 'zuege', 'bahn', 'eisenbahn'],
    STRIKE: ['streik', 'streiks', 'blockade', 'straßenblockade', 'protest'],
    ROAD: ['straße', 'straßen', 'strasse', 'erdrutsch', 'straßensperre'],
  },
  it: {
    RAILWAY: ['treno', 'treni', 'ferrovia'],
    STRIKE: ['sciopero', 'scioperi', 'blocco stradale', 'blocchi stradali', 'protesta'],
    ROAD: ['strada', 'strade', 'frana', 'strada chiusa'],
  },
  ja: {
    RAILWAY: ['電車', '列車', '鉄道', '汽車', 'ペルーレイル'],
    STRIKE: ['ストライキ', '封鎖', 'デモ', '抗議'],
    ROAD: ['道路', '土砂崩れ', '通行止め'],
  },
  ko: {
    RAILWAY: ['기차', '열차', '철도', '페루레일'],
    STRIKE: ['파업', '봉쇄', '시위'],
    ROAD: ['도로', '산사태', '통행금지'],
  },
  'zh-Hans': {
    RAILWAY: ['火车', '列车', '铁路'],
    STRIKE: ['罢工', '封锁', '堵路', '示威', '抗议'],
    ROAD: ['道路', '公路', '塌方', '山体滑坡', '封路'],
  },
  tr: {
    RAILWAY: ['tren', 'trenler', 'demiryolu'],
    STRIKE: ['grev', 'abluka', 'yol kapatma', 'eylem', 'protesto'],
    ROAD: ['yollar', 'yol durumu', 'yol kapalı', 'karayolu', 'heyelan'],
  },
};
