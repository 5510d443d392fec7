import { describe, expect, it } from 'vitest';
import { ForbiddenError, TokenExpiredError, UnauthenticatedError } from '../../../server/errors';
import { createLogger } from '../../../server/logger';
import { authorize } from '../../../server/security/authorize';
import {
  ACTIONS,
  AREAS,
  areaOfHistory,
  can,
  HISTORY_ACTION,
  PERMISSIONS,
  permissionsFor,
  ROLES,
} from '../../../server/security/permissions';
import { testContext } from '../../support/context';

/**
 * The navigation of the specification (§6) with DESIGN's choice of DIRCETUR for {product}: who
 * may change each registry. Reading follows the registries' rules: the police also read guides,
 * agencies and lodgings (an officer checks a guide's carné in the street).
 */
const NAVIGATION = [
  { title: 'Usuarios', area: 'users', writers: ['ADMINISTRADOR'], readers: ['ADMINISTRADOR'] },
  {
    title: 'Guias de Turismo',
    area: 'guides',
    writers: ['ADMINISTRADOR', 'DIRCETUR'],
    readers: ROLES,
  },
  {
    title: 'Agencias de Viaje',
    area: 'travel-agencies',
    writers: ['ADMINISTRADOR', 'DIRCETUR'],
    readers: ROLES,
  },
  { title: 'Hospedajes', area: 'lodgings', writers: ['ADMINISTRADOR', 'DIRCETUR'], readers: ROLES },
  {
    title: 'Policias',
    area: 'police',
    writers: ['ADMINISTRADOR', 'POLICIA'],
    readers: ['ADMINISTRADOR', 'POLICIA'],
  },
  {
    title: 'Jurisdiccion',
    area: 'jurisdictions',
    writers: ['ADMINISTRADOR', 'POLICIA'],
    readers: ['ADMINISTRADOR', 'POLICIA'],
  },
] as const;

describe('the permission table', () => {
  it('agrees with the navigation rules of the specification and the registries', () => {
    for (const entry of NAVIGATION) {
      for (const action of ACTIONS) {
        const allowed = ROLES.filter((role) => can(role, entry.area, action));
        const expected = action === 'read' ? entry.readers : entry.writers;
        expect(allowed, `${entry.title} ${action}`).toEqual([...expected]);
      }
    }
  });

  it("shows a record's history to the roles that change its registry", () => {
    const readers = (area: Parameters<typeof areaOfHistory>[0]) =>
      ROLES.filter((role) => can(role, areaOfHistory(area), HISTORY_ACTION));
    for (const area of ['guides', 'travel_agencies', 'lodgings'] as const) {
      expect(readers(area), area).toEqual(['ADMINISTRADOR', 'DIRCETUR']);
    }
    for (const area of ['police', 'jurisdictions'] as const) {
      expect(readers(area), area).toEqual(['ADMINISTRADOR', 'POLICIA']);
    }
    for (const area of ['users', 'emergency_contacts', 'assistant'] as const) {
      expect(readers(area), area).toEqual(['ADMINISTRADOR']);
    }
    // Every member of staff writes alerts, so every one reads how one changed.
    expect(readers('alerts'), 'alerts').toEqual(['ADMINISTRADOR', 'DIRCETUR', 'POLICIA']);
  });

  it('lets anybody read emergency contacts and only an ADMINISTRADOR change them', () => {
    expect(can(null, 'emergency-contacts', 'read')).toBe(true);
    for (const action of ['create', 'update', 'delete'] as const) {
      expect(ROLES.filter((role) => can(role, 'emergency-contacts', action))).toEqual([
        'ADMINISTRADOR',
      ]);
      expect(can(null, 'emergency-contacts', action)).toBe(false);
    }
  });

  it('opens the shell and the template areas to every member of staff, never to anonymous', () => {
    const shared = [
      'profile',
      'navigation',
      'shortcuts',
      'messages',
      'notifications',
      'search',
      'chat',
      'academy',
      'mailbox',
      'tasks',
    ] as const;
    for (const area of shared) {
      for (const action of ACTIONS) {
        expect(
          ROLES.every((role) => can(role, area, action)),
          `${area} ${action}`,
        ).toBe(true);
        expect(can(null, area, action)).toBe(false);
      }
    }
  });

  it("makes public only public reads, and the one public write: a tourist's report", () => {
    const publicRules = AREAS.flatMap((area) =>
      ACTIONS.filter((action) => PERMISSIONS[area][action] === 'public').map(
        (action) => `${area}:${action}`,
      ),
    );
    expect(publicRules).toEqual([
      'incidents:create',
      'incident-follow-up:read',
      'emergency-contacts:read',
      'assistant:read',
      'verification:read',
      'police-offices:read',
      'public-alerts:read',
      'icons:read',
    ]);
  });

  it('gives every area all four actions', () => {
    for (const area of AREAS)
      expect(Object.keys(PERMISSIONS[area]).sort()).toEqual([...ACTIONS].sort());
  });

  it('lists what a role may do as area:action for User.permissions', () => {
    const dircetur = permissionsFor('DIRCETUR');
    expect(dircetur).toContain('guides:update');
    expect(dircetur).toContain('emergency-contacts:read');
    expect(dircetur).not.toContain('users:read');
    expect(dircetur).not.toContain('police:read');
    expect(permissionsFor('POLICIA')).toContain('jurisdictions:delete');
    expect(permissionsFor('ADMINISTRADOR')).toContain('users:delete');
    expect(permissionsFor('ADMINISTRADOR')).not.toContain('icons:update');
  });
});

describe('authorize', () => {
  it('lets a role in the rule through', async () => {
    const ctx = await testContext({ user: { id: 'u', role: 'POLICIA', sessionId: 's' } });
    expect(() => authorize(ctx, 'police', 'update')).not.toThrow();
  });

  it('answers FORBIDDEN to a role outside the rule and audits it', async () => {
    const lines: string[] = [];
    const logger = createLogger('info', { write: (line: string) => lines.push(line) });
    const ctx = await testContext({ user: { id: 'u', role: 'POLICIA', sessionId: 's' }, logger });
    expect(() => authorize(ctx, 'guides', 'update')).toThrow(ForbiddenError);
    const entry = JSON.parse(lines[0] ?? '{}');
    expect(entry.audit).toMatchObject({
      event: 'authorization.denied',
      outcome: 'denied',
      actor: { id: 'u', role: 'POLICIA' },
      target: { area: 'guides', action: 'update' },
      ip: '203.0.113.7',
      requestId: 'test',
    });
  });

  it('answers 401 without a user, with the token’s own problem when there was one', async () => {
    const anonymous = await testContext();
    expect(() => authorize(anonymous, 'profile', 'read')).toThrow(UnauthenticatedError);
    const expired = { ...anonymous, authError: new TokenExpiredError() };
    expect(() => authorize(expired, 'profile', 'read')).toThrow(TokenExpiredError);
    expect(() => authorize(expired, 'emergency-contacts', 'read')).not.toThrow();
  });
});
