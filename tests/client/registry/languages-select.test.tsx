import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App, Form } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LanguagesSelect } from '../../../client/src/registry/LanguagesSelect';
import {
  languageNamer,
  languageOptions,
  languageRank,
  matchesLanguage,
} from '../../../client/src/registry/languages';
import { ISO_639_1_CODES } from '../../../shared/languages';
import { stubMatchMedia } from '../../support/match-media';
import { initShellI18n } from '../../support/staff-i18n';

await initShellI18n();
stubMatchMedia({ width: 1280 });
vi.setConfig({ testTimeout: 20_000 });
afterEach(cleanup);

const OPTIONS = languageOptions(languageNamer('es'));
const best = (typed: string) =>
  OPTIONS.filter((option) => matchesLanguage(typed, option)).sort(
    (a, b) => languageRank(typed, a) - languageRank(typed, b),
  )[0]?.value;

describe('the language options', () => {
  it('are every ISO 639-1 code once, the common ones first', () => {
    expect(OPTIONS.map((option) => option.value).sort()).toEqual([...ISO_639_1_CODES].sort());
    expect(OPTIONS.slice(0, 3).map((option) => option.label)).toEqual([
      'Español (es)',
      'Inglés (en)',
      'Quechua (qu)',
    ]);
  });

  it('answer a name typed in part, without accents, or a code, the likeliest first', () => {
    expect(best('ing')).toBe('en');
    expect(best('ingles')).toBe('en');
    expect(best('en')).toBe('en');
    expect(best('aim')).toBe('ay');
    expect(best('QU')).toBe('qu');
    expect(OPTIONS.filter((option) => matchesLanguage('xyz', option))).toEqual([]);
  });
});

function Languages({ onFinish }: { onFinish: (values: { languages: string[] }) => void }) {
  return (
    <App>
      <Form onFinish={onFinish} initialValues={{ languages: ['es'] }}>
        <Form.Item name="languages" label="Idiomas">
          <LanguagesSelect />
        </Form.Item>
        <button type="submit">enviar</button>
      </Form>
    </App>
  );
}

describe('LanguagesSelect', () => {
  it('adds the highlighted language on Enter, never the typed text', async () => {
    const onFinish = vi.fn();
    render(<Languages onFinish={onFinish} />);
    const input = screen.getByLabelText('Idiomas');
    fireEvent.mouseDown(input);
    fireEvent.change(input, { target: { value: 'ing' } });
    await screen.findByTitle('Inglés (en)');
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.change(input, { target: { value: 'zzz' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.click(screen.getByRole('button', { name: 'enviar' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ languages: ['es', 'en'] }));
  });
});
