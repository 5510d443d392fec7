import type { Context } from '../../context';
import { authorize } from '../../security/authorize';

/**
 * The format of a guide's carné number this deployment issues (GUIDE_LICENSE_FORMAT), so the
 * forms check a number as it is typed by the rule the server applies. Staff who read guides.
 */
export function guideLicenseFormat(ctx: Context): string {
  authorize(ctx, 'guides', 'read');
  return ctx.registrySettings.guideLicenseFormat;
}
