import { useEffect, useState } from 'react';
import {
  type ContactsSource,
  type EmergencyContact,
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
 */
export function useContacts(inline: EmergencyContact[] | null): ContactsState {
  const [state, setState] = useState<ContactsState>(() =>
    inline?.length
      ? { status: 'ready', contacts: inline, source: 'inline' }
      : { status: 'loading', contacts: [] },
  );
  const needsLoad = state.status === 'loading';
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
  return state;
}
