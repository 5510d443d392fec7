import { App, type FormInstance } from 'antd';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { askToDiscard } from './ask-to-discard';
import { formSnapshot } from './form-snapshot';
import { useRegisterDirtyForm } from './LeaveGuard';

/**
 * What a form that keeps its own guard hands the drawer or panel around it (through a ref), so
 * that every way the container closes asks the form first.
 */
export interface DiscardGuardHandle {
  close(then: () => void): void;
}

/**
 * Keeps a half-filled form from being lost: `close(onClose)` closes at once when nothing
 * changed since `markClean()` (or since the form opened with `initialValues`, or as it stood when
 * it opened), and otherwise asks "¿Descartar los cambios?" first. While the form is active and
 * changed, going to another page of the admin area asks the same (LeaveGuard), and reloading or
 * closing the page asks the browser's own question. Wire every way a form's drawer or modal
 * closes (Cancel, its X, Esc, a click outside) through `close`.
 */
export function useDiscardGuard(
  form: FormInstance,
  { open: active, initialValues }: { open: boolean; initialValues?: object },
) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const baseline = useRef<string | null>(null);
  const asking = useRef(false);
  const registerDirty = useRegisterDirtyForm();

  const markClean = useCallback(() => {
    baseline.current = formSnapshot(form.getFieldsValue(true));
  }, [form]);

  // Only what the person touched counts: a field mounting with its own default changes nothing.
  const isDirty = useCallback(
    () =>
      active &&
      form.isFieldsTouched() &&
      formSnapshot(form.getFieldsValue(true)) !== (baseline.current ?? formSnapshot({})),
    [form, active],
  );

  // A modal's form may mount after this runs: its own initial values are the baseline then.
  const initial = useRef(initialValues);
  initial.current = initialValues;

  useEffect(() => {
    if (!active) return;
    if (baseline.current === null) {
      if (initial.current) baseline.current = formSnapshot(initial.current);
      else markClean();
    }
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (!isDirty()) return;
      event.preventDefault();
      // Older browsers show their question only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', beforeUnload);
    const unregister = registerDirty(isDirty);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      unregister();
      baseline.current = null;
    };
  }, [active, isDirty, markClean, registerDirty]);

  const close = useCallback(
    (onClose: () => void) => {
      if (!isDirty()) {
        onClose();
        return;
      }
      if (asking.current) return;
      asking.current = true;
      askToDiscard(modal, t, {
        discard: () => {
          asking.current = false;
          onClose();
        },
        keep: () => {
          asking.current = false;
        },
      });
    },
    [isDirty, modal, t],
  );

  return { close, markClean, isDirty };
}
