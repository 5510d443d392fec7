import { describe, expect, it } from 'vitest';
import {
  URGENT_CALLS,
  type Urgency,
  urgencyOf,
} from '../../../../client/src/public/assistant/urgent';

// How frightened people write, in the three languages: capitals, no accents, typos, punctuation.
const URGENT: [text: string, urgency: Urgency][] = [
  // A call for help
  ['help', 'HELP'],
  ['HELP!!!', 'HELP'],
  ['i need help', 'HELP'],
  ['please help me', 'HELP'],
  ['hepl', 'HELP'],
  ['SOS', 'HELP'],
  ['emergency!', 'HELP'],
  ["I can't find my friend, help", 'HELP'],
  ['ayuda', 'HELP'],
  ['AYUDA POR FAVOR', 'HELP'],
  ['ayudenme', 'HELP'],
  ['necesito ayuda urgente', 'HELP'],
  ['auxilio!!', 'HELP'],
  ['socorro', 'HELP'],
  ['es una emergencia', 'HELP'],
  ['yardım', 'HELP'],
  ['YARDIM EDİN', 'HELP'],
  ['yardim', 'HELP'],
  ['imdat!', 'HELP'],
  ['acil yardıma ihtiyacım var', 'HELP'],
  // Medical
  ['my friend is unconscious', 'MEDICAL'],
  ['MY FRIEND IS UNCONCIOUS', 'MEDICAL'],
  ['help my friend passed out', 'MEDICAL'],
  ['she fainted', 'MEDICAL'],
  ["he's not breathing", 'MEDICAL'],
  ["I can't breathe", 'MEDICAL'],
  ['i cant breath', 'MEDICAL'],
  ['chest pain', 'MEDICAL'],
  ['my husband has chest pains', 'MEDICAL'],
  ['heart attack', 'MEDICAL'],
  ['he is bleeding a lot', 'MEDICAL'],
  ['seizure', 'MEDICAL'],
  ['hospital', 'MEDICAL'],
  ['where is the hospital??', 'MEDICAL'],
  ['call an ambulance', 'MEDICAL'],
  ['mi amigo está inconsciente', 'MEDICAL'],
  ['mi amigo esta inconciente', 'MEDICAL'],
  ['se desmayo', 'MEDICAL'],
  ['no respira', 'MEDICAL'],
  ['no puedo respirar', 'MEDICAL'],
  ['dolor en el pecho', 'MEDICAL'],
  ['está sangrando mucho', 'MEDICAL'],
  ['necesito una ambulancia', 'MEDICAL'],
  ['nefes alamıyorum', 'MEDICAL'],
  ['nefes alamiyorum', 'MEDICAL'],
  ['arkadaşım bayıldı', 'MEDICAL'],
  ['bilinçsiz', 'MEDICAL'],
  ['göğüs ağrısı var', 'MEDICAL'],
  ['kalp krizi', 'MEDICAL'],
  ['hastane nerede', 'MEDICAL'],
  // Fire
  ['FIRE!', 'FIRE'],
  ['the hostel is on fire', 'FIRE'],
  ['incendio en el hotel', 'FIRE'],
  ['fuego!!', 'FIRE'],
  ['yangın var', 'FIRE'],
  // Violence
  ['someone is attacking me', 'VIOLENCE'],
  ['a man with a knife', 'VIOLENCE'],
  ['I was mugged', 'VIOLENCE'],
  ['me estan atacando', 'VIOLENCE'],
  ['tiene un cuchillo', 'VIOLENCE'],
  ['bana saldırıyor', 'VIOLENCE'],
  ['bıçaklı bir adam', 'VIOLENCE'],
  // Accident
  ['car accident', 'ACCIDENT'],
  ['my friend was hit by a car', 'ACCIDENT'],
  ['she is injured', 'ACCIDENT'],
  ['accidente de tránsito', 'ACCIDENT'],
  ['lo atropellaron', 'ACCIDENT'],
  ['hay un herido', 'ACCIDENT'],
  ['trafik kazası', 'ACCIDENT'],
  ['arkadaşım yaralandı', 'ACCIDENT'],
];

// What tourists ask that is not an emergency: it must not be answered as one.
const NOT_URGENT = [
  'thanks for your help',
  'thank you so much for the help!',
  'can you help me find a good restaurant',
  'help me check a guide',
  'gracias por la ayuda',
  'me ayudas a buscar una agencia?',
  'necesito ayuda para verificar una agencia',
  'yardımınız için teşekkürler',
  'bir rehber bulmama yardım eder misin',
  'how do I avoid altitude sickness',
  'I have a headache',
  'me duele la cabeza',
  'başım ağrıyor',
  'is the tap water safe to drink',
  'where can I change money',
  'are there fireworks tonight',
  'can I smoke here',
  'I was robbed yesterday',
  'me robaron la billetera',
  'lost my passport',
  'perdí mi pasaporte',
  'pasaportumu kaybettim',
  'where is the nearest police station',
  'is this guide registered',
  'hello',
  'hola',
  'merhaba',
  'what time does Machu Picchu open',
  'taxi to the airport',
  'I fell in love with Cusco',
  'how do I follow up my report',
  'can we follow the Inca trail without a guide',
  'onde fica o banheiro',
  'wo ist der Bahnhof',
  'je cherche un restaurant',
  'quanto costa il biglietto',
  'マチュピチュのチケット',
  '기차역이 어디예요',
  '火车站在哪里',
];

// The same danger in the languages Cusco's visitors write in, beyond the page's three: a Brazilian
// whose wife cannot breathe must get the ambulance, not the fallback.
const URGENT_ABROAD: [text: string, urgency: Urgency][] = [
  ['minha esposa não consegue respirar', 'MEDICAL'],
  ['falta de ar', 'MEDICAL'],
  ['meu amigo desmaiou', 'MEDICAL'],
  ['ele está inconsciente', 'MEDICAL'],
  ['está sangrando muito', 'MEDICAL'],
  ['chamem uma ambulância', 'MEDICAL'],
  ['mon mari ne peut pas respirer', 'MEDICAL'],
  ['elle est inconsciente', 'MEDICAL'],
  ['il saigne beaucoup', 'MEDICAL'],
  ['meine Frau kann nicht atmen', 'MEDICAL'],
  ['er ist bewusstlos', 'MEDICAL'],
  ['Atemnot', 'MEDICAL'],
  ['mio marito non respira', 'MEDICAL'],
  ['è svenuta', 'MEDICAL'],
  ['息ができない', 'MEDICAL'],
  ['友達が意識がない', 'MEDICAL'],
  ['숨을 못 쉬어요', 'MEDICAL'],
  ['친구가 의식이 없어요', 'MEDICAL'],
  ['我朋友不能呼吸', 'MEDICAL'],
  ['他昏迷了', 'MEDICAL'],
  ['socorro!', 'HELP'],
  ['au secours', 'HELP'],
  ['Hilfe!', 'HELP'],
  ['aiuto', 'HELP'],
  // Followed: the police first.
  ['someone is following me', 'FOLLOWED'],
  ['a man is following us', 'FOLLOWED'],
  ['me están siguiendo', 'FOLLOWED'],
  ['alguien me sigue', 'FOLLOWED'],
  ['biri beni takip ediyor', 'FOLLOWED'],
  ['alguém está me seguindo', 'FOLLOWED'],
  ['quelqu’un me suit', 'FOLLOWED'],
  ['jemand verfolgt mich', 'FOLLOWED'],
  ['qualcuno mi sta seguendo', 'FOLLOWED'],
];

describe('urgent messages in the visitors’ other languages', () => {
  it.each(URGENT_ABROAD)('"%s" is %s', (text, urgency) => {
    expect(urgencyOf(text)).toBe(urgency);
  });

  it.each([
    'obrigado pela ajuda',
    'danke für die Hilfe',
    'grazie per l’aiuto',
    'merci pour votre aide',
  ])('"%s" is not urgent', (text) => {
    expect(urgencyOf(text)).toBeNull();
  });

  it('calls the police first when someone follows the visitor', () => {
    expect(URGENT_CALLS.FOLLOWED[0]).toBe('policia');
  });
});

describe('urgent messages', () => {
  it('are at least sixty, in the three languages', () => {
    expect(URGENT.length).toBeGreaterThanOrEqual(60);
  });

  it.each(URGENT)('"%s" is %s', (text, urgency) => {
    expect(urgencyOf(text)).toBe(urgency);
  });

  it.each(NOT_URGENT)('"%s" is not urgent', (text) => {
    expect(urgencyOf(text)).toBeNull();
  });
});
