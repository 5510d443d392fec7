import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import { AssistantPage } from '../../../client/src/areas/assistant/AssistantPage';
import {
  AssistantTopicsAdminDocument,
  UpdateAssistantTopicDocument,
} from '../../../generated/client';
import { failing, type Mock, mock, renderWithShell } from '../../support/render-with-shell';

afterEach(cleanup);

/** The page's other languages, none written unless given. */
const others = <V,>(given: Record<string, V> = {}) => ({
  pt: null,
  fr: null,
  de: null,
  it: null,
  ja: null,
  ko: null,
  zhHans: null,
  ...given,
});
const text = (es: string, en: string, tr: string, given: Record<string, string> = {}) => ({
  __typename: 'LocalizedText' as const,
  es,
  en,
  tr,
  ...others(given),
});
const phrases = (es: string[], en: string[], tr: string[]) => ({
  __typename: 'LocalizedPhrases' as const,
  es,
  en,
  tr,
  ...others(),
});

const THEFT = {
  __typename: 'AssistantTopic' as const,
  id: 'THEFT',
  position: 2,
  label: text('Me robaron', 'I was robbed', 'Soyuldum'),
  answer: text('Denuncia el robo.', 'Report the theft.', 'Hırsızlığı bildirin.'),
  phrases: phrases(['robo', 'me robaron'], ['robbed', 'stolen'], ['çalındı']),
  callContactIds: ['policia'],
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const FALLBACK = {
  ...THEFT,
  id: 'FALLBACK',
  position: 8,
  label: text('Otra consulta', 'Something else', 'Başka bir konu'),
  phrases: phrases([], [], []),
};
const contact = (id: string, en: string, phone: string) => ({
  __typename: 'EmergencyContact' as const,
  id,
  names: text(en, en, en),
  phone,
  hidden: false,
});
const CONTACTS = [contact('policia', 'Police', '105'), contact('ambulancia', 'Ambulance', '106')];

const list = (topics = [THEFT, FALLBACK]) =>
  mock(AssistantTopicsAdminDocument, undefined, {
    assistantTopics: topics,
    adminEmergencyContacts: CONTACTS,
  });
const render = (mocks: Mock[]) => renderWithShell(<AssistantPage />, { mocks });
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
/** Shows one language's texts in the drawer, from its list of languages. */
async function showLanguage(drawer: HTMLElement, option: string) {
  fireEvent.mouseDown(within(drawer).getByLabelText('Language of the texts'));
  fireEvent.click(await screen.findByTitle(option));
}

/** Spanish and English always travel; the other languages only when changed. */
const EDITED_INPUT = {
  label: { es: 'Me robaron', en: 'Theft or robbery' },
  answer: { es: 'Denuncia el robo.', en: 'Report the theft.' },
  phrases: { es: ['robo', 'me robaron'], en: ['robbed', 'stolen'] },
  callContactIds: ['policia'],
};

describe('the virtual assistant page', () => {
  it('lists the topics with their phrases and the numbers they offer', async () => {
    render([list()]);
    const row = (await screen.findByText('I was robbed')).closest('tr') as HTMLElement;
    expect(within(row).getByText('stolen')).toBeTruthy();
    expect(within(row).getByText('Police · 105')).toBeTruthy();
    const fallback = screen.getByText('Something else').closest('tr') as HTMLElement;
    expect(within(fallback).getByText(/answers whatever matches no other topic/)).toBeTruthy();
  });

  it('edits a topic in a drawer and saves every language at once', async () => {
    const save = mock(
      UpdateAssistantTopicDocument,
      { id: 'THEFT', input: EDITED_INPUT },
      {
        updateAssistantTopic: {
          ...THEFT,
          label: text('Me robaron', 'Theft or robbery', 'Soyuldum'),
        },
      },
    );
    render([list(), save]);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit I was robbed' }));
    const drawer = await screen.findByRole('dialog');
    await showLanguage(drawer, 'Turkish');
    expect((screen.getByLabelText('Answer in Turkish') as HTMLTextAreaElement).value).toBe(
      'Hırsızlığı bildirin.',
    );
    await showLanguage(drawer, 'English');
    type('Button text in English', ' Theft or robbery ');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save.calls).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Theft or robbery')).toBeTruthy();
  });

  it('refuses an empty text before sending anything', async () => {
    const save = mock(UpdateAssistantTopicDocument, undefined, { updateAssistantTopic: THEFT });
    render([list(), save]);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit I was robbed' }));
    const drawer = await screen.findByRole('dialog');
    type('Answer in Spanish', '   ');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findAllByText(/required/i)).not.toHaveLength(0);
    expect(save.calls).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal beside the field it names', async () => {
    const refused: Mock = {
      request: {
        query: UpdateAssistantTopicDocument,
        variables: {
          id: 'THEFT',
          input: { ...EDITED_INPUT, label: { ...EDITED_INPUT.label, en: 'I was robbed' } },
        },
      },
      result: {
        errors: [
          new GraphQLError('Invalid input', {
            extensions: {
              code: 'BAD_REQUEST',
              fields: { 'callContactIds.0': 'No such emergency number' },
            },
          }),
        ],
      },
    };
    render([list(), refused]);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit I was robbed' }));
    const drawer = await screen.findByRole('dialog');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText(/One of the numbers no longer exists/)).toBeTruthy();
  });

  it('writes a language of its own tab, and opens the tab of a field the server refuses', async () => {
    const input = {
      ...EDITED_INPUT,
      label: { es: 'Me robaron', en: 'I was robbed', ja: '盗まれた' },
    };
    const refused: Mock = {
      request: { query: UpdateAssistantTopicDocument, variables: { id: 'THEFT', input } },
      result: {
        errors: [
          new GraphQLError('Invalid input', {
            extensions: { code: 'BAD_REQUEST', fields: { 'label.ja': 'At most 40 characters' } },
          }),
        ],
      },
    };
    render([list(), refused]);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit I was robbed' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText(/Not translated: Portuguese, French, German/)).toBeTruthy();
    await showLanguage(drawer, 'Japanese · not translated');
    type('Button text in Japanese', '盗まれた');
    await showLanguage(drawer, 'Spanish');
    expect(within(drawer).queryByRole('region', { name: 'Japanese' })).toBeNull();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    // Refused there, the Japanese texts come into sight.
    expect(await within(drawer).findByRole('region', { name: 'Japanese' })).toBeTruthy();
    expect(await within(drawer).findByText('Use at most 40 characters.')).toBeTruthy();
  });

  it('warns that a new English text drops the translations left as they were', async () => {
    const translated = {
      ...THEFT,
      label: text('Me robaron', 'I was robbed', 'Soyuldum', { ko: '도난' }),
    };
    render([list([translated, FALLBACK])]);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit I was robbed' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).queryByRole('status')).toBeNull();
    type('Button text in English', 'Theft');
    expect((await within(drawer).findByRole('status')).textContent).toMatch(
      /removes the translations you leave as they are \(Korean and Turkish\)/,
    );
  });

  it('says so when the topics cannot be loaded', async () => {
    render([failing(AssistantTopicsAdminDocument)]);
    expect(await screen.findByText(/could not be loaded/i)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
