import { App } from 'antd';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type BlockerFunction, useBlocker } from 'react-router-dom';
import { askToDiscard } from './ask-to-discard';

/** Registers a form's "has unsaved changes?" while it is open; answers how to take it back. */
type Register = (isDirty: () => boolean) => () => void;

const DirtyForms = createContext<Register>(() => () => {});

/** Lets an open form keep the person from leaving its page with its changes unsaved. */
export const useRegisterDirtyForm = () => useContext(DirtyForms);

/**
 * Asks "¿Descartar los cambios?" before the staff application leaves a page while a form on it
 * has changes: a link, the menu, the browser's Back. One router blocker serves every form (a
 * router has room for one). Only a move to another page of the admin area is held: the person
 * signing out, or a session that ended, goes where it goes.
 */
export function LeaveGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const forms = useRef(new Set<() => boolean>());
  const register = useCallback<Register>((isDirty) => {
    forms.current.add(isDirty);
    return () => forms.current.delete(isDirty);
  }, []);
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      nextLocation.pathname.startsWith('/admin/') &&
      nextLocation.pathname !== currentLocation.pathname &&
      [...forms.current].some((isDirty) => isDirty()),
    [],
  );
  const blocker = useBlocker(shouldBlock);
  // The blocker changes identity as the page renders: one question per blocked move.
  const asking = useRef(false);
  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return;
    asking.current = true;
    const answered = (then: () => void) => () => {
      asking.current = false;
      then();
    };
    askToDiscard(modal, t, {
      discard: answered(() => blocker.proceed()),
      keep: answered(() => blocker.reset()),
    });
  }, [blocker, modal, t]);
  return <DirtyForms.Provider value={register}>{children}</DirtyForms.Provider>;
}
