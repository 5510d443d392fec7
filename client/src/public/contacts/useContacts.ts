import { useEffect, useRef, useState } from 'react';
import type { Language } from '../i18n/i18n';
import {
  type ContactsSource,
  type EmergencyContact,
  fetchContacts,
  loadContacts,
  storeContacts,
} from './contacts';

export type ContactsState =
  | { status: 'loading'; contacts: EmergencyContact[] }
  | { status: 'ready'; contacts: EmergencyContact[]; source: ContactsSource }
  | { status: 'unavailable'; contacts: EmergencyContact[] };

/**
 * The emergency numbers. The server's copy (rendered into the page and inlined beside it) is the
 * first state, so the first render already has them, and is kept for offline visits; only
 * without it does the page wait for the network or fall back to the device's copy.
 *
 * The server's copy names the numbers in the page's language, English and Spanish only: when the
 * visitor picks another language (`lang`), the whole list is fetched; until it comes, or offline,
 * the numbers keep their English names.
 */
export function useContacts(inline: EmergencyContact[] | null, lang: Language): ContactsState {
  const [state, setState] = useState<ContactsState>(() =>
    inline?.length
      ? { status: 'ready', contacts: inline, source: 'inline' }
      : { status: 'loading', contacts: [] },
  );
  const needsLoad = state.status === 'loading';
  const pageLanguage = useRef(lang).current;
  // The language chosen while the list lacks its names: each new one asks again, so an offline
  // miss is not final.
  const missingNames =
    state.status === 'ready' && state.source === 'inline' && lang !== pageLanguage ? lang : null;
  useEffect(() => {
    if (state.status === 'ready' && state.source === 'inline') storeContacts(state.contacts);
  }, [state]);
  useEffect(() => {
    if (!needsLoad) return;
    let active = true;
    loadContacts().then(({ contacts, source }) => {
      if (!active) return;
      setState(
        source === 'none'
          ? { status: 'unavailable', contacts }
          : { status: 'ready', contacts, source },
      );
    });
    return () => {
      active = false;
    };
  }, [needsLoad]);
  useEffect(() => {
    if (missingNames === null) return;
    let active = true;
    fetchContacts().then(
      (contacts) => {
        if (!active) return;
        storeContacts(contacts);
        setState({ status: 'ready', contacts, source: 'network' });
      },
      () => {}, // offline: the English names stay
    );
    return () => {
      active = false;
    };
  }, [missingNames]);
  return state;
}
