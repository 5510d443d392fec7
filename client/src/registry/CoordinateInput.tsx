import { InputNumber, type InputNumberProps } from 'antd';
import { parseCoordinate } from '../../../shared/cusco';
import { useLanguage } from '../i18n/useLanguage';

export type CoordinateInputProps = Omit<
  InputNumberProps<number>,
  'parser' | 'formatter' | 'decimalSeparator' | 'stringMode'
>;

/**
 * A latitude or longitude as people type it: with a decimal comma as written here ("-13,5170")
 * or a point as maps copy it ("-13.5170"), shown back with the UI language's separator. No
 * arrows or arrow keys: a step of a degree is a hundred kilometres. Check the value against the
 * region with `coordinateError` (shared/cusco.ts), the server's own rule.
 */
export function CoordinateInput(props: CoordinateInputProps) {
  const language = useLanguage();
  return (
    <InputNumber<number>
      inputMode="decimal"
      controls={false}
      keyboard={false}
      style={{ width: '100%' }}
      {...props}
      decimalSeparator={language === 'en' ? '.' : ','}
      parser={(text = '') =>
        // An emptied field is no value; text that is not (yet) a number, such as a lone "-",
        // leaves the value as it was, as antd does on its own.
        text.trim() === '' ? ('' as unknown as number) : (parseCoordinate(text) ?? Number.NaN)
      }
    />
  );
}
