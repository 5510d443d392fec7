import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { type InputHTMLAttributes, type ReactNode, type Ref, useId, useState } from 'react';

interface AuthFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix' | 'value' | 'onChange'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The field's problem, shown under it and read with it. */
  error?: string;
  /** A line under the field (a link), read with it too. */
  extra?: ReactNode;
  prefix?: ReactNode;
  /** A password: a button beside it shows what was typed. */
  revealLabel?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * One field of the sign-in form: its label above, the input drawn as antd's large Input looks,
 * its message below. Plain elements: the sign-in page is usable before antd loads.
 */
export function AuthField({
  label,
  value,
  onChange,
  error,
  extra,
  prefix,
  revealLabel,
  inputRef,
  type = 'text',
  ...input
}: AuthFieldProps) {
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  const described = [error && `${id}-error`, extra && `${id}-extra`].filter(Boolean).join(' ');
  return (
    <div className={`auth-field${error ? ' auth-field-invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <span className="auth-input">
        {prefix && <span className="auth-input-prefix">{prefix}</span>}
        <input
          {...input}
          ref={inputRef}
          id={id}
          type={revealLabel && revealed ? 'text' : type}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
        />
        {revealLabel && (
          <button
            type="button"
            className="auth-input-reveal"
            aria-label={revealLabel}
            aria-pressed={revealed}
            onClick={() => setRevealed((shown) => !shown)}
          >
            {revealed ? <EyeOutlined aria-hidden /> : <EyeInvisibleOutlined aria-hidden />}
          </button>
        )}
      </span>
      {error && (
        <div id={`${id}-error`} className="auth-field-error">
          {error}
        </div>
      )}
      {extra && (
        <div id={`${id}-extra`} className="auth-field-extra">
          {extra}
        </div>
      )}
    </div>
  );
}
