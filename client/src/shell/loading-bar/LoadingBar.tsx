import { theme } from 'antd';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import './loading-bar.css';
import { type LoadingState, loading } from './loadingState';

/**
 * The thin bar at the top of the page while requests run (spec §4). Modes: determinate (shows the
 * progress), indeterminate, buffer (progress plus a dotted buffer) and query (runs backwards).
 */
export function LoadingBar({ state = loading }: { state?: LoadingState }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { show, mode, progress } = useSyncExternalStore(state.subscribe, state.getSnapshot);
  if (!show) return null;
  const measured = mode === 'determinate' || mode === 'buffer';
  return (
    <div
      className={`shell-loading-bar shell-loading-bar--${mode}`}
      role="progressbar"
      aria-label={t('shell.loading.label')}
      aria-valuemin={measured ? 0 : undefined}
      aria-valuemax={measured ? 100 : undefined}
      aria-valuenow={measured ? progress : undefined}
      data-mode={mode}
      style={{ ['--shell-loading-color' as string]: token.colorPrimary }}
    >
      {mode === 'buffer' && <div className="shell-loading-bar__buffer" />}
      <div
        className="shell-loading-bar__value"
        style={measured ? { width: `${progress}%` } : undefined}
      />
    </div>
  );
}
