// The incident components rendered with Preact, as the page ships (vitest project "public-page").
import { fireEvent } from '@testing-library/dom';
import { type ComponentChild, render as preactRender } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, vi } from 'vitest';
import { i18n } from '../../../../client/src/public/i18n/i18n';
import { addDictionaries, resetPage, spanishPage } from '../fixtures';

// The report's words, as loadReport fetches them before the form opens.
addDictionaries('es', 'en', 'tr');

/** The page's fetch: each test says what it answers. */
export const fetchMock = vi.fn<typeof fetch>();

const mounted: HTMLElement[] = [];

/** Renders into a container of its own, unmounted after the test. */
export function render(page: ComponentChild): HTMLElement {
  const container = document.createElement('div');
  document.body.append(container);
  mounted.push(container);
  act(() => preactRender(page, container));
  return container;
}

/** A DOM event, with Preact's updates applied before the test goes on. */
export const click = (element: Element) => act(() => void fireEvent.click(element));

/** Every test of the file on a Spanish page with fetch mocked; all it rendered goes after it. */
export function onPublicPage(): void {
  beforeEach(() => {
    spanishPage();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(async () => {
    for (const container of mounted.splice(0)) {
      preactRender(null, container);
      container.remove();
    }
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    resetPage();
    await i18n.changeLanguage('es');
  });
}
