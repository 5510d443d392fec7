import { useEffect, useState } from 'react';
import {
  type ContactsSource,
  type EmergencyContact,
  loadContacts,
  readInlineContacts,
  storeContacts,
} from './contacts';

export type ContactsState =
  | { status: 'loading'; contacts: EmergencyContact[] }
  | { status: 'ready'; contacts: EmergencyContact[]; source: ContactsSource }
  | { status: 'unavailable'; contacts: EmergencyContact[] };

/**
 * The emergency numbers. The server's inline copy is read synchronously, so the first render
 * already has them; only without it does the page wait for the network or fall back.
 */
export function useContacts(): ContactsState {
  const [state, setState] = useState<ContactsState>(initialState);
  const needsLoad = state.status === 'loading';
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

function initialState(): ContactsState {
  const inline = readInlineContacts();
  if (!inline) return { status: 'loading', contacts: [] };
  storeContacts(inline);
  return { status: 'ready', contacts: inline, source: 'inline' };
}
