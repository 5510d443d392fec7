import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SPEAK_NAMESPACE } from '../../../../client/src/public/i18n/i18n';
import { wordsIn } from '../../../../client/src/public/i18n/words';
import type { PoliceOffice } from '../../../../client/src/public/police/offices';
import { composeMessage, FIRST_CHOICES } from '../../../../client/src/public/speak/message';
import { SendActions } from '../../../../client/src/public/speak/SendActions';
import { addDictionaries, seededContacts, seededOffices } from '../fixtures';

beforeAll(() => addDictionaries('es', 'en'));
afterEach(cleanup);

const PLACE = { position: { latitude: -13.51664, longitude: -71.97872 }, landmark: null };
const [office] = seededOffices();
if (!office) throw new Error('the seed has offices');

function renderActions(nearest: PoliceOffice) {
  const spanish = wordsIn('es', SPEAK_NAMESPACE, 'sentence');
  const message = composeMessage(spanish, 'es', 'en', { ...FIRST_CHOICES, what: 'ROBBED' }, PLACE);
  render(
    <SendActions
      lang="en"
      words={wordsIn('en', SPEAK_NAMESPACE)}
      message={message}
      place={PLACE}
      contacts={seededContacts()}
      nearest={nearest}
    />,
  );
  return screen
    .getAllByRole('link', { name: /^Write to .* on WhatsApp$/ })
    .map((link) => [link.textContent, link.getAttribute('href')?.split('?')[0]]);
}

describe('where the Spanish text can be sent by WhatsApp', () => {
  it('to the lines staff marked as WhatsApp, and no office line when the office has none', () => {
    expect(renderActions({ ...office, whatsapp: null })).toEqual([
      ['Write to Tourist Police – national line on WhatsApp', 'https://wa.me/51980122335'],
      ['Write to iPerú – tourist assistance, 24 h on WhatsApp', 'https://wa.me/51944492314'],
    ]);
  });

  it('to the nearest office first when it has a WhatsApp number of its own', () => {
    const lines = renderActions({ ...office, whatsapp: '+51987654321' });
    expect(lines[0]).toEqual([
      `Write to ${office.station} on WhatsApp`,
      'https://wa.me/51987654321',
    ]);
    expect(lines).toHaveLength(3);
  });
});
