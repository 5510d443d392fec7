import type { ReactNode } from 'react';

/** Line icons drawn for this page (24 px grid). All decorative: the text beside them speaks. */
export function Icon({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

export function PhoneIcon({ className }: { className?: string }) {
  return (
    <Icon className={className}>
      <path
        fill="currentColor"
        stroke="none"
        d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25c1.12.37 2.33.57 3.6.57a1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z"
      />
    </Icon>
  );
}

/** Languages: a globe, the sign people look for whatever they read. */
export function GlobeIcon() {
  return (
    <Icon>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
    </Icon>
  );
}

export function SendIcon() {
  return (
    <Icon>
      <path d="M4 12 20 4l-4 16-4-7z" />
      <path d="m12 13 8-9" />
    </Icon>
  );
}

export function CloseIcon() {
  return (
    <Icon>
      <path d="M6 6l12 12M18 6 6 18" />
    </Icon>
  );
}

export function ChatIcon() {
  return (
    <Icon>
      <path d="M4 4h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H10l-5 4v-4H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1z" />
      <path d="M8 9h8M8 12h5" />
    </Icon>
  );
}

export function MountainIcon() {
  return (
    <Icon>
      <path d="M2 20 9 8l4 6.5 2.5-3.5L22 20z" />
      <circle cx="17" cy="5" r="2" />
    </Icon>
  );
}

export function BadgeIcon() {
  return (
    <Icon>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <circle cx="9" cy="11" r="2.2" />
      <path d="M5.8 16.2c.6-1.4 1.8-2.1 3.2-2.1s2.6.7 3.2 2.1M14.5 10h4M14.5 13.5h3" />
    </Icon>
  );
}

export function PassportIcon() {
  return (
    <Icon>
      <rect x="5" y="2.5" width="14" height="19" rx="2" />
      <circle cx="12" cy="10" r="3.2" />
      <path d="M8.8 10h6.4M12 6.8c-1 1-1.4 2-1.4 3.2s.4 2.2 1.4 3.2c1-1 1.4-2 1.4-3.2S13 7.8 12 6.8M9 17.5h6" />
    </Icon>
  );
}

export function TaxiIcon() {
  return (
    <Icon>
      <path d="M4 16.5V13l2-5h12l2 5v3.5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1zM4 13h16M10 5h4v3h-4z" />
      <circle cx="7.5" cy="15" r=".6" fill="currentColor" />
      <circle cx="16.5" cy="15" r=".6" fill="currentColor" />
      <path d="M6 17.5V20M18 17.5V20" />
    </Icon>
  );
}

export function WalletIcon() {
  return (
    <Icon>
      <rect x="3" y="6" width="18" height="13" rx="2" />
      <path d="M16 12.5h2M3 9h15V6" />
    </Icon>
  );
}

export function ShieldIcon() {
  return (
    <Icon>
      <path d="M12 3 5 6v5c0 4.5 3 8.3 7 10 4-1.7 7-5.5 7-10V6z" />
    </Icon>
  );
}

export function StaffIcon() {
  return (
    <Icon>
      <circle cx="12" cy="8" r="3.5" />
      <path d="M5 20c.8-3.6 3.6-5.5 7-5.5s6.2 1.9 7 5.5" />
    </Icon>
  );
}

/** The service's mark: a shield with the Andes, the same drawing as the favicon. */
export function Logo() {
  return (
    <svg className="logo" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <path fill="#0b4a6f" d="M32 3 8 11v19c0 15.5 10.3 26.5 24 31 13.7-4.5 24-15.5 24-31V11z" />
      <path fill="#fff" d="M14 45 25.5 28l6 8.5 7-11L50 45z" />
      <circle cx="44" cy="19" r="4.5" fill="#f2b705" />
    </svg>
  );
}

/** The mark drawn large and faint beside the first screen's text on wide screens. */
export function HeroEmblem() {
  return (
    <svg className="hero-emblem" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <path
        fill="rgb(255 255 255 / 6%)"
        stroke="rgb(255 255 255 / 24%)"
        strokeWidth="0.6"
        d="M32 3 8 11v19c0 15.5 10.3 26.5 24 31 13.7-4.5 24-15.5 24-31V11z"
      />
      <path fill="rgb(255 255 255 / 16%)" d="M14 45 25.5 28l6 8.5 7-11L50 45z" />
      <circle cx="44" cy="19" r="4.5" fill="#f2b705" opacity="0.85" />
    </svg>
  );
}

/** A speech bubble: "Speak for me". */
export function SpeechIcon() {
  return (
    <Icon>
      <path d="M4 5h16v11H9l-5 4z" />
      <path d="M8 9h8M8 12h5" />
    </Icon>
  );
}
