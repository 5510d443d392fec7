import type { Request } from 'express';

/**
 * A REST list's query string as the input its service takes (the names of the GraphQL list
 * input): `numbers` become numbers when they read as one (otherwise they stay text, for the
 * service to refuse), `lists` are repeated (`?role=A&role=B`) or comma-separated (`?role=A,B`),
 * other parameters are single texts. Parameters the service does not know are left out.
 */
export function listQuery(
  req: Request,
  names: { numbers?: readonly string[]; lists?: readonly string[]; texts?: readonly string[] },
): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  const values = (name: string): string[] => {
    const raw = req.query[name];
    const all = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];
    return all.filter((value): value is string => typeof value === 'string');
  };
  for (const name of names.numbers ?? []) {
    const [value] = values(name);
    if (value !== undefined) input[name] = /^-?\d+$/.test(value.trim()) ? Number(value) : value;
  }
  for (const name of names.lists ?? []) {
    const items = values(name)
      .flatMap((value) => value.split(','))
      .map((value) => value.trim())
      .filter(Boolean);
    if (items.length > 0) input[name] = items;
  }
  for (const name of names.texts ?? []) {
    const [value] = values(name);
    if (value !== undefined) input[name] = value;
  }
  return input;
}
