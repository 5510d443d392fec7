import { describe, expect, it } from 'vitest';
import { type Urgency, urgencyOf } from '../../../../client/src/public/assistant/urgent';

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
];

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
