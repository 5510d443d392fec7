import { describe, expect, it } from 'vitest';
import { publishedAlert } from '../../../support/alerts';
import { createTestApp } from '../../../support/app';
import { signInAs } from '../../../support/auth';

// The toolbar's search finds alerts by headline or source, for every member of staff, and opens
// the alerts page filtered to the one found.

describe('the toolbar search in alerts', () => {
  it('finds an alert by its source or its English headline, linking to the filtered list', async () => {
    const app = await createTestApp();
    const dircetur = (await signInAs(app, 'DIRCETUR')).accessToken;
    await publishedAlert(app, dircetur);
    const police = (await signInAs(app, 'POLICIA')).accessToken;
    for (const query of ['perurail', 'machu picchu suspended']) {
      const found = await app.request
        .post('/api/common/search')
        .set('authorization', `Bearer ${police}`)
        .send({ query });
      expect(found.status).toBe(200);
      expect(found.body.find((set: { id: string }) => set.id === 'alerts')).toEqual({
        id: 'alerts',
        label: 'Alerts',
        results: [
          {
            value: 'Tren a Machu Picchu suspendido',
            title: 'Tren a Machu Picchu suspendido · PeruRail',
            link: `/admin/alertas?q=${encodeURIComponent('Tren a Machu Picchu suspendido')}`,
          },
        ],
      });
    }
  });
});
