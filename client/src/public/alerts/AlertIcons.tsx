import type { ReactNode } from 'react';
import type { AlertCategory, AlertSeverity } from '../../../../shared/alerts';
import { Icon } from '../components/Icons';

/**
 * Each severity has its own shape, so it reads without colour too: an octagon (stop), a
 * triangle (warning), a circle, and a circle with "i" for the least.
 */
export function SeverityIcon({ severity }: { severity: AlertSeverity }) {
  switch (severity) {
    case 'EXTREME':
      return (
        <Icon className="alert-severity-icon">
          <path d="M8 3h8l5 5v8l-5 5H8l-5-5V8z" />
          <path d="M12 8v5M12 16.5v.5" />
        </Icon>
      );
    case 'SEVERE':
      return (
        <Icon className="alert-severity-icon">
          <path d="M12 3 22 20H2z" />
          <path d="M12 10v4M12 17v.5" />
        </Icon>
      );
    case 'MODERATE':
      return (
        <Icon className="alert-severity-icon">
          <circle cx="12" cy="12" r="9" />
          <path d="M12 7.5v5.5M12 16.5v.5" />
        </Icon>
      );
    case 'MINOR':
      return (
        <Icon className="alert-severity-icon">
          <circle cx="12" cy="12" r="9" />
          <path d="M12 11v6M12 7.5v.5" />
        </Icon>
      );
  }
}

/** The pictogram of what an alert is about, beside its word. */
export function CategoryIcon({ category }: { category: AlertCategory }) {
  return <Icon className="alert-category-icon">{CATEGORY_DRAWINGS[category]}</Icon>;
}

const CATEGORY_DRAWINGS: Record<AlertCategory, ReactNode> = {
  // A barrier across a road.
  STRIKE_BLOCKADE: (
    <>
      <rect x="3" y="8" width="18" height="5" rx="1" />
      <path d="M7 8l-3 5M12 8l-3 5M17 8l-3 5M20 8l-2 3M6 13v7M18 13v7" />
    </>
  ),
  // A train's front.
  RAILWAY: (
    <>
      <rect x="6" y="3" width="12" height="14" rx="3" />
      <path d="M6 11h12M9 14.5h.5M14.5 14.5h.5M8 21l2-4M16 21l-2-4" />
    </>
  ),
  // A road going into the distance.
  ROAD: <path d="M9 3 5 21M15 3l4 18M12 5v2M12 11v2M12 17v2" />,
  // A cloud with rain.
  WEATHER: (
    <>
      <path d="M7 15a4 4 0 0 1-.5-8 5 5 0 0 1 9.6 1.2A3.5 3.5 0 0 1 17 15z" />
      <path d="M8 18l-1 3M12 18l-1 3M16 18l-1 3" />
    </>
  ),
  // The ground's trace shaking.
  EARTHQUAKE: <path d="M2 12h4l2-6 3 12 3-9 2 5 2-2h4" />,
  // A heart with a pulse.
  HEALTH: (
    <>
      <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />
      <path d="M8 12h2l1-2 2 4 1-2h2" />
    </>
  ),
  // A shield.
  SECURITY: <path d="M12 3 5 6v5c0 4.5 3 8.3 7 10 4-1.7 7-5.5 7-10V6z" />,
  // A speech bubble with a dot.
  OTHER: (
    <>
      <path d="M4 5h16v11H9l-5 4z" />
      <path d="M12 10.5v.5" />
    </>
  ),
};
