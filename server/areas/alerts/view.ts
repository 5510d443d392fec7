import type { PublicAlert } from '../../../shared/alerts';
import type { Context } from '../../context';
import type { PublicLanguage } from '../../http/language';

/**
 * The active alerts as the public page shows them in `lang`, most severe first. Stands in until
 * the alerts area declares its collection and service; the area's own view replaces it.
 */
export async function publicAlerts(_ctx: Context, _lang: PublicLanguage): Promise<PublicAlert[]> {
  return [];
}
