import type { Words } from '../i18n/words';
import { HAPPENINGS, type Happening } from './message';

export interface HappeningListProps {
  words: Words;
  onPick(what: Happening): void;
}

/** "What happened?": one large button each, in the tourist's language; a tap writes the card. */
export function HappeningList({ words, onPick }: HappeningListProps) {
  return (
    <fieldset className="speak-happenings">
      <legend className="speak-question">{words('whatQuestion')}</legend>
      <ul>
        {HAPPENINGS.map((what) => (
          <li key={what}>
            <button type="button" className="speak-happening" onClick={() => onPick(what)}>
              {words(`happenings.${what}`)}
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
