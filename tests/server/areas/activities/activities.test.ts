import { beforeAll, describe, expect, it } from 'vitest';
import { activitiesOn } from '../../../../server/areas/activities/feed';
import { todayAt } from '../../../../server/areas/dashboards/calendar';
import { getIconSet } from '../../../../server/areas/icons/service';
import { isAppPath, isHttpUrl } from '../../../../server/validation';
import type { TestApp } from '../../../support/app';
import type { StaffClient } from '../../../support/apps';
import { testContext } from '../../../support/context';
import { appAt } from '../../../support/fixed-date';

const NOW = '2026-03-15T17:00:00.000Z';
const TODAY = todayAt(Date.parse(NOW));

let app: TestApp;
let client: StaffClient;
beforeAll(async () => {
  ({ app, client } = await appAt(NOW, 'ADMINISTRADOR'));
});

describe('the activity feed', () => {
  it('is the same all day and new the next day', () => {
    expect(activitiesOn(todayAt(Date.parse('2026-03-16T04:59:00.000Z')))).toEqual(
      activitiesOn(TODAY),
    );
    expect(activitiesOn(todayAt(Date.parse('2026-03-16T05:00:00.000Z')))).not.toEqual(
      activitiesOn(TODAY),
    );
  });

  it('tells of the three weeks before today, newest first, with real icons and safe links', async () => {
    const activities = activitiesOn(TODAY);
    expect(activities).toHaveLength(16);
    const dates = activities.map((activity) => activity.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(Date.parse(dates[0] ?? '')).toBeLessThan(TODAY.start);
    expect(Date.parse(dates.at(-1) ?? '')).toBeGreaterThanOrEqual(TODAY.start - 21 * 86_400_000);
    const solid = getIconSet(await testContext(), 'heroicons-solid');
    for (const activity of activities) {
      const [namespace, name] = (activity.icon ?? '').split(':');
      expect(namespace).toBe(solid.namespace);
      expect(solid.list).toContain(name);
      if (activity.link) {
        expect(activity.useRouter ? isAppPath(activity.link) : isHttpUrl(activity.link)).toBe(true);
        expect(activity.linkedContent).toEqual(expect.any(String));
      }
      expect(activity.extraContent ?? '').not.toMatch(/[<>]/);
    }
    expect(new Set(activities.map((activity) => activity.id)).size).toBe(16);
  });
});

describe('GET /api/pages/activities and Query.activities', () => {
  it('answer the feed of the app’s date to signed-in staff', async () => {
    const response = await client.get('/api/pages/activities');
    expect(response.status).toBe(200);
    expect(response.body).toEqual(activitiesOn(TODAY));
    const data = await client.data(
      '{ activities { id icon image description date extraContent linkedContent link useRouter } }',
    );
    expect(data.activities).toEqual(response.body);
    expect((await app.request.get('/api/pages/activities')).status).toBe(401);
  });
});
