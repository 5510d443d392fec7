import type { LiveTopic } from '../../live/topic';
import { permits } from '../../security/authorize';

/**
 * The cases: the landing page's "Denuncias abiertas" and the Denuncias list. Any case filed or
 * worked changes it; every reader sees every case, so it is worked out once per role. Arrivals
 * are counted, so a new case is announced.
 */
export const incidentsLive: LiveTopic = {
  name: 'incidents',
  byRole: true,
  async view(ctx) {
    if (!permits(ctx, 'incidents', 'read')) return null;
    const [total, latest] = await Promise.all([
      ctx.store.incidents.count(),
      ctx.store.incidents.findOne({}, [{ field: 'updatedAt', descending: true }]),
    ]);
    return { key: `${total}:${latest?.updatedAt ?? ''}:${latest?.id ?? ''}`, arrivals: total };
  },
};
