import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useI18n } from '../i18n/useI18n';
import { NearestOffices } from '../police/NearestOffices';
import { deviceIsApple, smsHref } from '../speak/send-links';
import {
  type DevicePosition,
  formatCoordinate,
  mapsLink,
  type PositionOutcome,
  plusCode,
  readPosition,
} from './position';

export interface MyLocationProps {
  /** Starts a reading each time it changes to a new non-zero value (another part of the page asked). */
  request?: number;
}

/** The section's element id, for the drawer's link to it. */
export const MY_LOCATION_ID = 'my-location';

type State = { kind: 'idle' } | { kind: 'locating' } | PositionOutcome;
type CopyState = 'idle' | 'copied' | 'failed';

/**
 * "Mi ubicación": the device's coordinates in large digits and a Plus Code, to read out to an
 * operator or send, and then the nearest tourism police. Geolocation needs no network.
 */
export function MyLocation({ request = 0 }: MyLocationProps) {
  const { t } = useI18n();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [copy, setCopy] = useState<CopyState>('idle');
  const titleId = useId();
  const busy = useRef(false);
  const sectionRef = useRef<HTMLElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);

  const locate = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setCopy('idle');
    setState({ kind: 'locating' });
    setState(await readPosition());
    busy.current = false;
  }, []);

  useEffect(() => {
    if (request <= 0) return;
    // Asked from elsewhere (the assistant): bring the section into view below the numbers.
    sectionRef.current?.scrollIntoView?.({ block: 'start' });
    void locate();
  }, [request, locate]);

  const position = state.kind === 'position' ? state.position : null;
  const failed = ['denied', 'unavailable', 'timeout', 'unsupported'].includes(state.kind);

  // The answer appears below the button, out of sight on a phone: bring the digits to the eye.
  useEffect(() => {
    if (position) resultRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [position]);

  return (
    <section
      ref={sectionRef}
      id={MY_LOCATION_ID}
      className="my-location needs-script"
      aria-labelledby={titleId}
    >
      <h3 id={titleId} className="drawer-section-title">
        {t('home.location.title')}
      </h3>
      <p className="panel-hint">{t('home.location.hint')}</p>
      <button
        type="button"
        className="primary-button location-button"
        onClick={() => void locate()}
        aria-busy={state.kind === 'locating'}
      >
        {state.kind === 'idle' || state.kind === 'locating'
          ? t('home.location.locate')
          : state.kind === 'position'
            ? t('home.location.again')
            : t('home.location.retry')}
      </button>
      <div role="status" className="location-status">
        {state.kind === 'locating' && <p className="notice">{t('home.location.locating')}</p>}
        {failed && <p className="notice notice-error">{t(`home.location.errors.${state.kind}`)}</p>}
        {position && <p className="visually-hidden">{t('home.location.found')}</p>}
      </div>
      <div ref={resultRef}>
        {position && <Coordinates position={position} copy={copy} onCopy={setCopy} />}
      </div>
      {(position || failed) && <NearestOffices position={position} />}
    </section>
  );
}

function Coordinates({
  position,
  copy,
  onCopy,
}: {
  position: DevicePosition;
  copy: CopyState;
  onCopy(state: CopyState): void;
}) {
  const { t, lang } = useI18n();
  const code = plusCode(position);
  const latitude = formatCoordinate(position.latitude);
  const longitude = formatCoordinate(position.longitude);
  const text = t('home.location.shareText', {
    latitude,
    longitude,
    code,
    link: mapsLink(position),
  });
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const copyText = async () => {
    try {
      await navigator.clipboard.writeText(text);
      onCopy('copied');
    } catch {
      onCopy('failed');
    }
  };
  const share = async () => {
    try {
      await navigator.share({ title: t('home.location.title'), text });
    } catch {
      // Cancelled by the tourist, or refused: nothing to undo.
    }
  };

  return (
    <div className="location-result">
      <dl className="coordinates">
        <div>
          <dt>{t('home.location.latitude')}</dt>
          <dd className="coordinate">{latitude}</dd>
        </div>
        <div>
          <dt>{t('home.location.longitude')}</dt>
          <dd className="coordinate">{longitude}</dd>
        </div>
        <div>
          <dt>{t('home.location.plusCode')}</dt>
          <dd className="plus-code">{code}</dd>
        </div>
      </dl>
      <p className="location-accuracy">
        {t('home.location.accuracy', {
          metres: new Intl.NumberFormat(lang).format(Math.round(position.accuracy)),
        })}
      </p>
      <div className="location-actions">
        <button type="button" className="secondary-button" onClick={() => void copyText()}>
          {t('home.location.copy')}
        </button>
        {canShare ? (
          <button type="button" className="secondary-button" onClick={() => void share()}>
            {t('home.location.share')}
          </button>
        ) : (
          <a className="secondary-button" href={smsHref(text, { apple: deviceIsApple() })}>
            {t('home.location.sms')}
          </a>
        )}
      </div>
      <p role="status" className="copy-status">
        {copy === 'copied' && t('home.location.copied')}
        {copy === 'failed' && t('home.location.copyFailed')}
      </p>
    </div>
  );
}
