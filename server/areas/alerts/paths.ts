import type { Request } from 'express';
import { nowIso } from '../../clock';
import type { AreaPathsDeps } from '../area';
import { alertFeedRouter } from './feed/handlers';
import { feedSourceOf } from './feed/source';
import { feedAlerts, publishedAlert } from './service';

/** `/alerts.atom` and `/alerts/<id>.xml`: the CAP feed, read through the public service calls. */
export function alertsPaths({ context, publicUrl }: AreaPathsDeps) {
  const origin = (req: Request) => `${req.protocol}://${req.get('host') ?? 'localhost'}`;
  return alertFeedRouter({
    feedAlerts: (req, res) => feedAlerts(context(req, res)),
    publishedAlert: (req, res, id) => publishedAlert(context(req, res), id),
    source: (req) => feedSourceOf(publicUrl, origin(req)),
    now: (req, res) => new Date(nowIso(context(req, res))),
  });
}
