import { authorize } from '../../auth/authorize';
import type { Context } from '../../context';
import { NotFoundError } from '../../errors';
import { sortBy } from '../../template/sorting';
import { idSchema, parseInput } from '../../validation';
import type { FileManagerItemRecord, FolderListing } from './model';

/** The template's way of naming the root in a query string. */
const ROOT = 'null';

/**
 * One folder's listing: its sub-folders and its files, each by name, and `path`, the folders
 * from the top-level one down to it. No folder id (or the text "null") is the root, whose path
 * is empty; an id that names no folder is 404.
 */
export async function listFolder(ctx: Context, folderId?: unknown): Promise<FolderListing> {
  authorize(ctx, 'file-manager', 'read');
  const id =
    folderId === undefined || folderId === null || folderId === ROOT
      ? null
      : parseInput(idSchema, folderId, 'folderId');
  const items = await ctx.store.fileManagerItems.list();
  const byId = new Map(items.map((item) => [item.id, item]));
  const path: FileManagerItemRecord[] = [];
  if (id !== null) {
    const folder = byId.get(id);
    if (folder?.type !== 'folder') throw new NotFoundError('Folder not found');
    // Up to the root; the bound stops a loop that a hand-edited store file could hold.
    for (let at: FileManagerItemRecord | undefined = folder; at && path.length < items.length; ) {
      path.unshift(at);
      at = at.folderId === null ? undefined : byId.get(at.folderId);
    }
  }
  const inside = sortBy(
    items.filter((item) => item.folderId === id),
    (item) => item.name,
  );
  return {
    folders: inside.filter((item) => item.type === 'folder'),
    files: inside.filter((item) => item.type !== 'folder'),
    path,
  };
}
