import { fireEvent, screen, waitFor } from '@testing-library/react';

/**
 * Picks an option of an antd Select with search: types to narrow the (virtual) list, so the
 * option is rendered whatever its place, then clicks it.
 */
export async function chooseOption(select: HTMLElement, option: string) {
  fireEvent.mouseDown(select);
  fireEvent.change(select, { target: { value: option } });
  fireEvent.click(await screen.findByTitle(option));
}

/** The options an antd Select offers (their titles), after opening it. */
export async function openOptions(select: HTMLElement): Promise<string[]> {
  fireEvent.mouseDown(select);
  // Its popup is the one holding the listbox named after the select's id.
  const popup = await waitFor(() => {
    if (select.getAttribute('aria-expanded') !== 'true') throw new Error('Not open yet');
    const found = document.getElementById(`${select.id}_list`)?.closest('.ant-select-dropdown');
    if (!found) throw new Error(`The options of #${select.id} are not open`);
    return found;
  });
  return [...popup.querySelectorAll('.ant-select-item-option')].map(
    (option) => option.getAttribute('title') ?? '',
  );
}

/** The labels of the values an antd Select shows as chosen. */
export function chosenIn(select: HTMLElement): string[] {
  const root = select.closest('.ant-select');
  return [...(root?.querySelectorAll<HTMLElement>('[title]') ?? [])].map((item) => item.title);
}
