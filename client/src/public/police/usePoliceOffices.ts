import { useEffect, useState } from 'react';
import { loadOffices, type OfficesSource, type PoliceOffice, readStoredOffices } from './offices';

export type OfficesState =
  | { status: 'loading'; offices: PoliceOffice[] }
  | { status: 'ready'; offices: PoliceOffice[]; source: OfficesSource };

/**
 * The police offices: the stored copy at once (so offline shows them without waiting), then
 * the API's fresh list when it answers.
 */
export function usePoliceOffices(): OfficesState {
  const [state, setState] = useState<OfficesState>(() => {
    const stored = readStoredOffices();
    return stored
      ? { status: 'ready', offices: stored, source: 'stored' }
      : { status: 'loading', offices: [] };
  });
  useEffect(() => {
    let active = true;
    loadOffices().then((loaded) => {
      if (active && loaded.source !== 'none') setState({ status: 'ready', ...loaded });
      else if (active)
        setState((current) =>
          current.status === 'loading' ? { status: 'ready', ...loaded } : current,
        );
    });
    return () => {
      active = false;
    };
  }, []);
  return state;
}
