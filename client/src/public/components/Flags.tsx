import type { Language } from '../i18n/i18n';

/**
 * The three flags as small inline SVGs (3:2): emoji flags do not render on Windows, and the page
 * makes no external request. Decorative: the language's name is next to them.
 */
export function Flag({ lang }: { lang: Language }) {
  return (
    <svg className="flag" viewBox="0 0 30 20" aria-hidden="true" focusable="false">
      {lang === 'es' && <Peru />}
      {lang === 'en' && <UnitedStates />}
      {lang === 'tr' && <Turkey />}
    </svg>
  );
}

function Peru() {
  return (
    <>
      <rect width="30" height="20" fill="#fff" />
      <rect width="10" height="20" fill="#d91023" />
      <rect x="20" width="10" height="20" fill="#d91023" />
    </>
  );
}

const STRIPE = 20 / 13;

function UnitedStates() {
  return (
    <>
      <defs>
        <pattern id="flag-us-stars" width="2" height="1.8" patternUnits="userSpaceOnUse">
          <circle cx="1" cy="0.9" r="0.42" fill="#fff" />
        </pattern>
      </defs>
      <rect width="30" height="20" fill="#fff" />
      {[0, 2, 4, 6, 8, 10, 12].map((row) => (
        <rect key={row} y={row * STRIPE} width="30" height={STRIPE} fill="#b22234" />
      ))}
      <rect width="12" height={STRIPE * 7} fill="#3c3b6e" />
      <rect x="0.5" y="0.5" width="11" height={STRIPE * 7 - 1} fill="url(#flag-us-stars)" />
    </>
  );
}

/** Proportions of the Turkish flag law, with the flag's height as 20 units. */
function Turkey() {
  return (
    <>
      <rect width="30" height="20" fill="#e30a17" />
      <circle cx="10" cy="10" r="5" fill="#fff" />
      <circle cx="11.25" cy="10" r="4" fill="#e30a17" />
      <polygon
        fill="#fff"
        points="13.92,10 15.65,9.44 15.65,7.62 16.72,9.09 18.44,8.53 17.37,10 18.44,11.47 16.72,10.91 15.65,12.38 15.65,10.56"
      />
    </>
  );
}
