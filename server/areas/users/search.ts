import type { SearchProvider } from '../search/model';

/** Staff accounts, for whoever may open Usuarios: matched on name, username and email. */
export const usersSearch: SearchProvider = {
  id: 'users',
  label: 'Users',
  area: 'users',
  async search(ctx, query) {
    const users = await ctx.store.users.list((user) =>
      query.matches(user.name, user.username, user.email),
    );
    return users
      .sort((a, b) => a.name.localeCompare(b.name, 'es'))
      .map((user) => ({
        value: user.name,
        // The list filtered to the account: its username is unique and searched.
        link: `/admin/usuarios?q=${encodeURIComponent(user.username)}`,
        title: user.name,
        name: user.name,
        avatar: user.avatar,
      }));
  },
};
