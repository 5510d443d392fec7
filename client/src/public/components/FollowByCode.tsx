import { type FormEvent, useId, useState } from 'react';
import { useI18n } from '../i18n/useI18n';

export interface FollowByCodeProps {
  /** Opens the follow-up of the case with this code and short secret. */
  onOpen(key: { code: string; secret: string }): void;
}

/**
 * "¿Ya hiciste una denuncia?": the case code and the short secret from the receipt or the printed
 * statement open its follow-up, on any phone. The server checks both and says only "not found".
 */
export function FollowByCode({ onOpen }: FollowByCodeProps) {
  const { t } = useI18n();
  const [code, setCode] = useState('');
  const [secret, setSecret] = useState('');
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() && secret.trim()) onOpen({ code: code.trim(), secret: secret.trim() });
  };
  return (
    <details className="report-follow-by-code needs-script">
      <summary>{t('home.report.followTitle')}</summary>
      <form onSubmit={submit}>
        <p className="report-hint">{t('home.report.followHint')}</p>
        <label htmlFor={`${id}-code`}>{t('home.report.followCode')}</label>
        <input
          id={`${id}-code`}
          value={code}
          required
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="CUS-2026-000123"
          onInput={(event) => setCode(event.currentTarget.value)}
        />
        <label htmlFor={`${id}-secret`}>{t('home.report.followSecret')}</label>
        <input
          id={`${id}-secret`}
          value={secret}
          required
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          onInput={(event) => setSecret(event.currentTarget.value)}
        />
        <button type="submit" className="secondary-button">
          {t('home.report.followSubmit')}
        </button>
      </form>
    </details>
  );
}
