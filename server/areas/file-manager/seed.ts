import { DAY_MS } from '../../../shared/dates';
import { createRandom } from '../../seed/random';
import { seededId } from '../../template/seed-id';
import type { FileManagerItemRecord } from './model';
import { type FileSpec, type FolderSpec, isFolder, TREE } from './tree';

const PEOPLE = [
  'Rosa Quispe Huamán',
  'Carlos Mamani Condori',
  'Lucía Ccori Paucar',
  'Jorge Huallpa Ttito',
];

/** Bytes a file of each format plausibly has. */
const SIZES: Record<FileSpec['type'], [number, number]> = {
  PDF: [180_000, 6_500_000],
  DOC: [40_000, 900_000],
  XLS: [25_000, 2_400_000],
  JPG: [600_000, 5_800_000],
  TXT: [800, 12_000],
};

/** "850 B", "12 KB", "1.4 MB": how the template shows a size. */
export function formatSize(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${Math.round(bytes / 1000)} KB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

const filesCount = (count: number) => (count === 1 ? '1 archivo' : `${count} archivos`);

/**
 * The file manager's tree: four top-level folders, nested ones, and files of every format.
 * Dates count back from `now` (the store's creation); a folder's size and contents add up
 * everything inside it.
 */
export function seedFileManager(now: Date, seed = 0xf11e5): FileManagerItemRecord[] {
  const random = createRandom(seed);
  const items: FileManagerItemRecord[] = [];
  const stamps = () => {
    const created = now.getTime() - random.int(20, 400) * DAY_MS - random.int(0, DAY_MS - 1);
    const modified = random.chance(0.5)
      ? created + Math.floor(random.next() * (now.getTime() - created))
      : created;
    return {
      createdAt: new Date(created).toISOString(),
      modifiedAt: new Date(modified).toISOString(),
    };
  };
  /** Adds the item (and a folder's contents); answers its bytes and number of files. */
  const add = (
    spec: FileSpec | FolderSpec,
    folderId: string | null,
  ): { bytes: number; files: number } => {
    const base = {
      id: seededId(random),
      folderId,
      name: spec.name,
      createdBy: random.pick(PEOPLE),
      ...stamps(),
    };
    if (!isFolder(spec)) {
      const bytes = random.int(...SIZES[spec.type]);
      items.push({
        ...base,
        size: formatSize(bytes),
        type: spec.type,
        contents: null,
        description: spec.description ?? null,
      });
      return { bytes, files: 1 };
    }
    const folder: FileManagerItemRecord = {
      ...base,
      size: '',
      type: 'folder',
      contents: null,
      description: spec.description,
    };
    items.push(folder);
    const total = { bytes: 0, files: 0 };
    for (const child of spec.items) {
      const inside = add(child, folder.id);
      total.bytes += inside.bytes;
      total.files += inside.files;
    }
    folder.size = formatSize(total.bytes);
    folder.contents = filesCount(total.files);
    return total;
  };
  for (const spec of TREE) add(spec, null);
  return items;
}
