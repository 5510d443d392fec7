import type { Context } from '../../context';
import { NotFoundError } from '../../errors';
import { authorize } from '../../security/authorize';
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
  const items = ctx.store.fileManagerItems;
  const path: FileManagerItemRecord[] = [];
  if (id !== null) {
    const folder = await items.get(id);
    if (folder?.type !== 'folder') throw new NotFoundError('Folder not found');
    // Up to the root; a folder met twice ends a loop that a hand-edited store file could hold.
    const seen = new Set<string>();
    let at: FileManagerItemRecord | null = folder;
    while (at && !seen.has(at.id)) {
      seen.add(at.id);
      path.unshift(at);
      at = at.folderId === null ? null : await items.get(at.folderId);
    }
  }
  const byName = [{ field: 'name' as const }];
  return {
    folders: await items.list({ where: { folderId: id, type: 'folder' }, orderBy: byName }),
    files: await items.list({ where: { folderId: id, type: { ne: 'folder' } }, orderBy: byName }),
    path,
  };
}
