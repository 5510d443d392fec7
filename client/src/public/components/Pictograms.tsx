import { type EmergencyKind, isEmergencyKind } from '../../../../shared/emergency-kinds';
import { Icon } from './Icons';

/** The symbol each kind of number is drawn with (`#kind-…`, defined once by PictogramSymbols). */
const KIND_SYMBOLS: Record<EmergencyKind, string> = {
  POLICE: 'kind-police',
  MEDICAL: 'kind-medical',
  FIRE: 'kind-fire',
  TOURIST_HELP: 'kind-tourist-help',
};
const WHATSAPP_SYMBOL = 'whatsapp';

/**
 * The drawings of the drawer's rows, each sent once in the page and drawn again by every row
 * that needs it (`<use>`): eight rows cost four small paths, not eight.
 */
export function PictogramSymbols() {
  return (
    <svg className="symbols" aria-hidden="true" focusable="false">
      <symbol id={KIND_SYMBOLS.POLICE} viewBox="0 0 24 24">
        <path d="M12 3 5 6v5c0 4.5 3 8.3 7 10 4-1.7 7-5.5 7-10V6zm0 5 1.2 2.5 2.7.3-2 1.9.5 2.7-2.4-1.4-2.4 1.4.5-2.7-2-1.9 2.7-.3z" />
      </symbol>
      <symbol id={KIND_SYMBOLS.MEDICAL} viewBox="0 0 24 24">
        <path d="M9 3h6v6h6v6h-6v6H9v-6H3V9h6z" />
      </symbol>
      <symbol id={KIND_SYMBOLS.FIRE} viewBox="0 0 24 24">
        <path d="M12 3c.6 3.4 5.5 5.6 5.5 10.5a5.5 5.5 0 0 1-11 0c0-2.6 1.4-4.2 2.6-5.4.2 2 1 3.2 2.2 3.4-.4-3 .1-5.8.7-8.5z" />
      </symbol>
      <symbol id={KIND_SYMBOLS.TOURIST_HELP} viewBox="0 0 24 24">
        <circle cx="12" cy="12" r="9" />
        <path d="M12 11v6M12 7.5v.5" />
      </symbol>
      <symbol id={WHATSAPP_SYMBOL} viewBox="0 0 24 24">
        <path d="M4 20.5l1.3-4A8.5 8.5 0 1 1 8.3 19.3z" />
        <path d="M9 8.5c.3 3.4 3 6.2 6.5 6.5l1-1.7-2-1-1 .8a4.6 4.6 0 0 1-2.6-2.6l.8-1-1-2z" />
      </symbol>
    </svg>
  );
}

/** A drawing of `symbol` in the page's line style; decorative. */
function Drawn({ symbol, className }: { symbol: string; className: string }) {
  return (
    <Icon className={className}>
      <use href={`#${symbol}`} />
    </Icon>
  );
}

/** The pictogram of a number's kind, beside its name; nothing for a kind this page does not know. */
export function KindPictogram({ kind }: { kind: string | undefined }) {
  if (!isEmergencyKind(kind)) return null;
  const symbol = KIND_SYMBOLS[kind];
  return <Drawn symbol={symbol} className={`contact-kind contact-kind-${symbol.slice(5)}`} />;
}

export function WhatsappIcon() {
  return <Drawn symbol={WHATSAPP_SYMBOL} className="whatsapp-icon" />;
}
