import type { Context } from '../../context';
import { NotFoundError } from '../../errors';
import { authorize } from '../../security/authorize';
import { ICON_SETS, type IconSet, type IconSetId } from './model';
import { featherNames, heroiconNames, materialNames } from './sources';

/** How each set is named and shown, and where its names come from (spec §7). */
const SETS: Record<IconSetId, Omit<IconSet, 'list'> & { names: () => string[] }> = {
  feather: { namespace: 'feather', name: 'Feather', grid: 'icon-size-6', names: featherNames },
  'heroicons-outline': {
    namespace: 'heroicons_outline',
    name: 'Heroicons Outline',
    grid: 'icon-size-6',
    names: () => heroiconNames('24/outline'),
  },
  'heroicons-solid': {
    namespace: 'heroicons_solid',
    name: 'Heroicons Solid',
    grid: 'icon-size-6',
    names: () => heroiconNames('24/solid'),
  },
  'heroicons-mini': {
    namespace: 'heroicons_mini',
    name: 'Heroicons Mini',
    grid: 'icon-size-5',
    names: () => heroiconNames('20/solid'),
  },
  'material-solid': {
    namespace: 'mat_solid',
    name: 'Material Solid',
    grid: 'icon-size-6',
    names: materialNames,
  },
  'material-outline': {
    namespace: 'mat_outline',
    name: 'Material Outline',
    grid: 'icon-size-6',
    names: materialNames,
  },
  // Two-tone icons are font ligatures used without a prefix.
  'material-twotone': {
    namespace: '',
    name: 'Material Twotone',
    grid: 'icon-size-6',
    names: materialNames,
  },
};

// Read from disk once per set, on first use: the packages do not change while the server runs.
const cache = new Map<IconSetId, IconSet>();

export function isIconSetId(value: unknown): value is IconSetId {
  return typeof value === 'string' && (ICON_SETS as readonly string[]).includes(value);
}

/** One icon set with the names of its icons, in alphabetical order. Public. */
export function getIconSet(ctx: Context, id: unknown): IconSet {
  authorize(ctx, 'icons', 'read');
  if (!isIconSetId(id)) throw new NotFoundError('No such icon set');
  let set = cache.get(id);
  if (!set) {
    const { names, ...info } = SETS[id];
    set = { ...info, list: names() };
    cache.set(id, set);
  }
  return set;
}
