import { defineCollection } from '../../store/collection';
import type { NavigationMenuRecord } from './model';
import { seedNavigation } from './seed';

declare module '../../store/types' {
  interface Collections {
    navigation: NavigationMenuRecord;
  }
}

export const navigationCollection = defineCollection('navigation', {
  seed: () => seedNavigation(),
  // The menus are not edited by anyone: their roles and items come from the code, so a new
  // build's menus replace the stored ones.
  migrations: {
    2: {
      reason:
        'menus follow the registries: police read the tourism registries, emergency numbers page',
      migrate: (_stored, seeded) => seeded,
    },
    3: {
      reason:
        'menus gain the virtual assistant page (the topics come from the seed as a new collection)',
      migrate: (_stored, seeded) => seeded,
    },
    4: {
      reason: 'menus gain the tourists’ incident reports (Denuncias) for the police',
      migrate: (_stored, seeded) => seeded,
    },
    5: {
      reason: 'the landing page moves from /admin/example to /admin/inicio',
      migrate: (_stored, seeded) => seeded,
    },
  },
});
