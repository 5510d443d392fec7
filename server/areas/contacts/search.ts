import type { SearchProvider } from '../search/model';

/**
 * The template's address book, as its toolbar search answers it: contacts whose name holds the
 * query, by name, each with its avatar and the template's link to it.
 */
export const contactsSearch: SearchProvider = {
  id: 'contacts',
  label: 'Contacts',
  area: 'contacts',
  async search(ctx, query) {
    const contacts = await ctx.store.contacts.list({
      where: { name: { contains: query.text } },
      orderBy: [{ field: 'name' }],
    });
    return contacts.map((contact) => ({
      value: contact.name,
      link: `/apps/contacts/${contact.id}`,
      name: contact.name,
      avatar: contact.avatar,
    }));
  },
};
