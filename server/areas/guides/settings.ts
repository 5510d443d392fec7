import { z } from 'zod';
import { DEFAULT_LICENSE_FORMAT, licenseFormatProblem } from '../../../shared/license-format';
import type { Context } from '../../context';
import { authorize } from '../../security/authorize';
import { declareSettings } from '../../settings';

/** The registry's rules this deployment sets for guides. */
export interface GuidesSettings {
  /** GUIDE_LICENSE_FORMAT: the format of a guide's carné number (shared/license-format.ts). */
  licenseFormat: string;
}

declare module '../../settings' {
  interface Settings {
    guides: GuidesSettings;
  }
}

export const guidesSettings = declareSettings(
  'guides',
  { GUIDE_LICENSE_FORMAT: z.string().default(DEFAULT_LICENSE_FORMAT) },
  (values, problems) => {
    const problem = licenseFormatProblem(values.GUIDE_LICENSE_FORMAT);
    if (problem) problems.push(`GUIDE_LICENSE_FORMAT: ${problem}`);
    return { licenseFormat: values.GUIDE_LICENSE_FORMAT };
  },
);

/**
 * The format of a guide's carné number this deployment issues (GUIDE_LICENSE_FORMAT), so the
 * forms check a number as it is typed by the rule the server applies. Staff who read guides.
 */
export function guideLicenseFormat(ctx: Context): string {
  authorize(ctx, 'guides', 'read');
  return ctx.settings.guides.licenseFormat;
}
