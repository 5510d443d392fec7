import type { SearchProvider } from '../search/model';

/** Staff accounts, for whoever may open Usuarios: matched on name, username and email. */
export const usersSearch: SearchProvider = {
  id: 'users',
  label: 'Users',
  area: 'users',
  async search(ctx, query) {
    // The whole text in one field, as every provider matches it.
    const users = await ctx.store.users.list({
      where: {
        or: [
          { name: { contains: query.text } },
          { username: { contains: query.text } },
          { email: { contains: query.text } },
        ],
      },
      orderBy: [{ field: 'name' }],
    });
    return users.map((user) => ({
      value: user.name,
      // The list filtered to the account: its username is unique and searched.
      link: `/admin/usuarios?q=${encodeURIComponent(user.username)}`,
      title: user.name,
      name: user.name,
      avatar: user.avatar,
    }));
  },
};
