import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/SessionContext';
import { FullPageSpin } from '../../shell/FullPageSpin';

/**
 * /sign-out: the server ends the session and clears the cookie; then the session is forgotten
 * here and in the other tabs, and the guard around this route goes on to /sign-in.
 */
export function SignOutPage() {
  const { t } = useTranslation();
  const session = useSession();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void session.signOut();
  }, [session]);
  return <FullPageSpin label={t('auth.signOut.busy')} />;
}
