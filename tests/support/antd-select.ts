import { fireEvent, screen } from '@testing-library/react';

/**
 * Picks an option of an antd Select with search: types to narrow the (virtual) list, so the
 * option is rendered whatever its place, then clicks it.
 */
export async function chooseOption(select: HTMLElement, option: string) {
  fireEvent.mouseDown(select);
  fireEvent.change(select, { target: { value: option } });
  fireEvent.click(await screen.findByTitle(option));
}

/** Opens an antd Select's list of options (if it is not open already). */
export function openSelect(select: HTMLElement) {
  if (select.getAttribute('aria-expanded') !== 'true') fireEvent.mouseDown(select);
}

/**
 * The options an open antd Select lists now (their titles); its popup is the one holding the
 * listbox named after the select's id. Read it inside `waitFor`: the list renders a moment later,
 * and a select that is not open (a mouse-down that came while the drawer was still settling) is
 * opened again before the next try.
 */
export function optionsOf(select: HTMLElement): string[] {
  const popup = document.getElementById(`${select.id}_list`)?.closest('.ant-select-dropdown');
  // A closed select keeps its last popup (leaving, then hidden) with the options it had then:
  // read a popup only while its select says it is open.
  const open =
    select.getAttribute('aria-expanded') === 'true' &&
    !popup?.classList.contains('ant-select-dropdown-hidden');
  if (!popup || !open) {
    openSelect(select);
    throw new Error(`The options of #${select.id} are not open`);
  }
  return [...popup.querySelectorAll('.ant-select-item-option')].map(
    (option) => option.getAttribute('title') ?? '',
  );
}

/** The labels of the values an antd Select shows as chosen. */
export function chosenIn(select: HTMLElement): string[] {
  const root = select.closest('.ant-select');
  return [...(root?.querySelectorAll<HTMLElement>('[title]') ?? [])].map((item) => item.title);
}
