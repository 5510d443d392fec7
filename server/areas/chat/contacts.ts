import type { Role } from '../../../generated/graphql';
import type { Context } from '../../context';
import { NotFoundError } from '../../errors';
import { authorize, signedIn } from '../../security/authorize';
import { idSchema, parseInput } from '../../validation';
import type { ChatContactRecord, ChatProfile } from './model';

/**
 * The chat's people, by name (locale comparison). REST leaves their details out
 * (`toChatContactSummary`); GraphQL clients select what they need.
 */
export async function listChatContacts(ctx: Context): Promise<ChatContactRecord[]> {
  authorize(ctx, 'chat', 'read');
  return ctx.store.chatContacts.list({ orderBy: [{ field: 'name' }] });
}

/** One chat contact with their details; NOT_FOUND for an unknown id. */
export async function getChatContact(ctx: Context, id: unknown): Promise<ChatContactRecord> {
  authorize(ctx, 'chat', 'read');
  const contactId = parseInput(idSchema, id, 'id');
  const contact = await ctx.store.chatContacts.get(contactId);
  if (!contact) throw new NotFoundError(`Could not found contact with id of ${contactId}!`);
  return contact;
}

/** What the chat says about each role, in the seed's language. */
const ABOUT: Record<Role, string> = {
  ADMINISTRADOR: 'Administración de Turismo Seguro Cusco',
  DIRCETUR: 'Registro de prestadores turísticos, DIRCETUR Cusco',
  POLICIA: 'Policía de Turismo Cusco',
};

/** The signed-in user as the chat shows them: their account's name, email and avatar. */
export async function getChatProfile(ctx: Context): Promise<ChatProfile> {
  authorize(ctx, 'chat', 'read');
  const { id } = signedIn(ctx);
  const user = await ctx.store.users.get(id);
  if (!user) throw new NotFoundError('Account not found');
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    avatar: user.avatar,
    about: ABOUT[user.role],
  };
}
