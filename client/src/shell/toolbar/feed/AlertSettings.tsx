import { Button, Flex, Switch, Typography } from 'antd';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useCreatePushSubscriptionMutation,
  useDeletePushSubscriptionMutation,
  usePushSubscriptionStatusQuery,
} from '../../../../../generated/client';
import { useSessionState } from '../../../session/SessionContext';
import { canRead } from '../../../session/session';
import {
  currentSubscription,
  PushRefusedError,
  pushBlocked,
  pushSupported,
  subscribeToPush,
} from '../../live/push';
import { useCaseSound } from '../../live/sound';

/** What push is in this browser, for this user: each state says what can be done. */
type PushState = 'unsupported' | 'unavailable' | 'blocked' | 'off' | 'on';

/**
 * How new cases reach an officer, at the foot of the notifications panel: the chime of this
 * browser, and Web Push on this device, asked for only here (a browser refuses a permission
 * asked without a click). Shown to those told of new cases.
 */
export function AlertSettings() {
  const state = useSessionState();
  const user = state.status === 'signed-in' ? state.user : null;
  if (!canRead(user, 'incidents')) return null;
  return (
    <Flex vertical gap={8} className="feed-settings">
      <SoundSetting />
      {canRead(user, 'push-subscriptions', 'create') && <PushSetting />}
    </Flex>
  );
}

function SoundSetting() {
  const { t } = useTranslation();
  const [enabled, setEnabled] = useCaseSound();
  const labelId = useId();
  return (
    <Flex align="center" justify="space-between" gap={8}>
      <span id={labelId}>{t('shell.live.sound')}</span>
      <Switch checked={enabled} onChange={setEnabled} aria-labelledby={labelId} />
    </Flex>
  );
}

function PushSetting() {
  const { t } = useTranslation();
  const status = usePushSubscriptionStatusQuery();
  const [create] = useCreatePushSubscriptionMutation();
  const [remove] = useDeletePushSubscriptionMutation();
  const [subscribed, setSubscribed] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    currentSubscription().then(
      (found) => current && setSubscribed(found !== null),
      () => current && setSubscribed(false),
    );
    return () => {
      current = false;
    };
  }, []);

  const publicKey = status.data?.pushSubscriptionStatus.publicKey ?? null;
  const state: PushState = !pushSupported()
    ? 'unsupported'
    : status.data && !publicKey
      ? 'unavailable'
      : pushBlocked()
        ? 'blocked'
        : subscribed
          ? 'on'
          : 'off';

  const turnOn = async () => {
    if (!publicKey) return;
    const { endpoint, keys } = await subscribeToPush(publicKey);
    if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error('incomplete subscription');
    await create({
      variables: { input: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } } },
    });
    setSubscribed(true);
  };

  const turnOff = async () => {
    const subscription = await currentSubscription();
    if (subscription) {
      await remove({ variables: { endpoint: subscription.endpoint } });
      await subscription.unsubscribe();
    }
    setSubscribed(false);
  };

  const toggle = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await (state === 'on' ? turnOff() : turnOn());
    } catch (error) {
      setProblem(
        t(error instanceof PushRefusedError ? 'shell.live.push.refused' : 'shell.live.push.failed'),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Flex vertical gap={4}>
      <Typography.Text type="secondary" role="status">
        {t(`shell.live.push.${state}`)}
      </Typography.Text>
      {(state === 'on' || state === 'off') && (
        <Button size="small" loading={busy} disabled={status.loading} onClick={() => void toggle()}>
          {t(state === 'on' ? 'shell.live.push.turnOff' : 'shell.live.push.turnOn')}
        </Button>
      )}
      {problem && <Typography.Text type="danger">{problem}</Typography.Text>}
    </Flex>
  );
}
