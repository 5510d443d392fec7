import { App } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { type UserRowFragment, useUserAccountQuery } from '../../../../generated/client';
import { ACCOUNT_PARAM } from '../../../../shared/registry-links';
import { problemMessage, registryProblem } from '../../registry/problems';

/**
 * The account named by the page's address (`?cuenta=<id>`, e.g. a sign-up's notification),
 * handed to `open` once it is loaded, whether or not it is on the list's page; an account that
 * is gone (its request lapsed, deleted) is said so and the address forgets it. `close` forgets
 * it when its dialog closes. Only for those who may change accounts (`enabled`).
 */
export function useLinkedAccount(
  open: (user: UserRowFragment) => void,
  forget: () => void,
  enabled: boolean,
) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [params] = useSearchParams();
  const id = enabled ? params.get(ACCOUNT_PARAM) || null : null;
  const { data, error } = useUserAccountQuery({
    variables: { id: id ?? '' },
    skip: !id,
    fetchPolicy: 'network-only',
  });
  // The account last opened: a re-render does not open it again.
  const opened = useRef<string | null>(null);
  const user = data?.user;

  useEffect(() => {
    if (!id) {
      opened.current = null;
      return;
    }
    if (opened.current === id) return;
    if (user?.id === id) {
      opened.current = id;
      open(user);
    } else if (error) {
      opened.current = id;
      const problem = registryProblem(error);
      message.warning(
        problem.kind === 'not-found' ? t('users.linked.gone') : problemMessage(t, problem),
      );
      forget();
    }
  }, [id, user, error, open, forget, message, t]);
}
