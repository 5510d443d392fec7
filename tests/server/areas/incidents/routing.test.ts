import { describe, expect, it } from 'vitest';
import type { IncidentPlaceRecord } from '../../../../server/areas/incidents/model';
import { routeReport } from '../../../../server/areas/incidents/routing';
import { seedJurisdictions } from '../../../../server/areas/jurisdictions/seed';
import { toOffice } from '../../../../server/areas/police-offices/service';

const offices = seedJurisdictions(new Date('2026-01-01T00:00:00Z')).map(toOffice);

const place = (given: Partial<IncidentPlaceRecord>): IncidentPlaceRecord => ({
  position: null,
  province: null,
  district: null,
  description: null,
  ...given,
});

/** Mid-morning in Cusco: every seeded office is open. */
const MORNING = new Date('2026-03-10T10:00:00-05:00');
const NIGHT = new Date('2026-03-10T23:40:00-05:00');

const routed = (given: Partial<IncidentPlaceRecord>, at = MORNING) => {
  const route = routeReport(place(given), offices, at);
  return route && { jurisdiction: route.office.jurisdiction, routing: route.routing };
};

describe('routing a report to the tourism police of the place', () => {
  it('sends a position to the nearest office', () => {
    // Plaza de Armas: the Centro Histórico's comisaría is nearer than San Blas's post.
    expect(
      routed({ position: { latitude: -13.51664, longitude: -71.97872, accuracy: 30 } }),
    ).toEqual({ jurisdiction: 'Cusco Centro Histórico', routing: 'POSITION' });
    // Beside Qorikancha, the San Blas post is the nearest.
    expect(routed({ position: { latitude: -13.5199, longitude: -71.9751, accuracy: 30 } })).toEqual(
      { jurisdiction: 'San Blas y Sacsayhuamán', routing: 'POSITION' },
    );
    // Ollantaytambo, in the Sacred Valley.
    expect(routed({ position: { latitude: -13.2585, longitude: -72.2639, accuracy: 30 } })).toEqual(
      expect.objectContaining({ routing: 'POSITION' }),
    );
    expect(
      routed({ position: { latitude: -13.2585, longitude: -72.2639, accuracy: 30 } })?.jurisdiction,
    ).not.toBe('Cusco Centro Histórico');
  });

  it('sends a covered district to the jurisdiction covering it, even with a position', () => {
    expect(routed({ province: 'Cusco', district: 'Wanchaq' })).toEqual({
      jurisdiction: 'Wanchaq',
      routing: 'DISTRICT',
    });
    expect(
      routed({
        province: 'Cusco',
        district: 'Saylla',
        position: { latitude: -13.5166, longitude: -71.9787, accuracy: 2000 },
      }),
    ).toEqual({ jurisdiction: 'San Sebastián y San Jerónimo', routing: 'DISTRICT' });
  });

  it('sends an uncovered district to its position, else to its province or its capital', () => {
    // Poroy (Cusco) has no jurisdiction of its own: with a position, the nearest office.
    expect(
      routed({
        province: 'Cusco',
        district: 'Poroy',
        position: { latitude: -13.4956, longitude: -72.0431, accuracy: 50 },
      })?.routing,
    ).toBe('POSITION');
    // Without one, the first office of the province.
    expect(routed({ province: 'Cusco', district: 'Poroy' })?.routing).toBe('DISTRICT');
    // Espinar has no office at all: the one nearest its capital.
    expect(routed({ province: 'Espinar', district: 'Espinar' })).toEqual(
      expect.objectContaining({ routing: 'DISTRICT' }),
    );
  });

  it('sends a place given only in words to the capital, for the officers to route', () => {
    expect(routed({ description: 'On the train to Aguas Calientes' })).toEqual({
      jurisdiction: 'Cusco Centro Histórico',
      routing: 'DEFAULT',
    });
  });

  it('routes nowhere when no office is registered', () => {
    expect(routeReport(place({ description: 'x' }), [], MORNING)).toBeNull();
  });

  it('sends it, while the responsible office is closed, to one open then, saying which was closed', () => {
    // Beside Qorikancha the San Blas post (08:00–20:00) is nearest; at 23:40 the 24-hour
    // Comisaría, which covers the same district, receives it.
    const qorikancha = { latitude: -13.5199, longitude: -71.9751, accuracy: 30 };
    const route = routeReport(place({ position: qorikancha }), offices, NIGHT);
    expect(route).toMatchObject({
      office: { jurisdiction: 'Cusco Centro Histórico' },
      routing: 'CLOSED_OFFICE',
      closedOffice: { jurisdiction: 'San Blas y Sacsayhuamán' },
    });
    expect(routed({ position: qorikancha }, new Date('2026-03-10T20:00:00-05:00'))).toEqual({
      jurisdiction: 'Cusco Centro Histórico',
      routing: 'CLOSED_OFFICE',
    });
    expect(routed({ position: qorikancha }, new Date('2026-03-10T08:00:00-05:00'))).toEqual({
      jurisdiction: 'San Blas y Sacsayhuamán',
      routing: 'POSITION',
    });
  });

  it('keeps the responsible office when none is open, and ignores unknown hours', () => {
    const closedAtNight = offices.map((office) => ({
      ...office,
      hours: { allDay: false, opens: '08:00', closes: '20:00' } as const,
    }));
    expect(
      routeReport(place({ province: 'Cusco', district: 'Wanchaq' }), closedAtNight, NIGHT),
    ).toMatchObject({
      office: { jurisdiction: 'Wanchaq' },
      routing: 'DISTRICT',
      closedOffice: null,
    });
    const unknown = offices.map((office) => ({ ...office, hours: null }));
    expect(
      routeReport(place({ province: 'Cusco', district: 'Wanchaq' }), unknown, NIGHT)?.routing,
    ).toBe('DISTRICT');
  });
});
