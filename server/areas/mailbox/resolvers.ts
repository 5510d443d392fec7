import type { Resolvers } from '../../../generated/graphql';
import { givenArguments } from '../../template/query';
import {
  createLabel,
  deleteLabel,
  getMail,
  getSettings,
  listFilters,
  listFolders,
  listLabels,
  listMails,
  updateLabel,
  updateMail,
  updateSettings,
} from './service';
import { toMailPage, toMailView } from './view';

export const mailboxResolvers: Resolvers = {
  Query: {
    mailboxSettings: (_parent, _args, ctx) => getSettings(ctx),
    mailFolders: (_parent, _args, ctx) => listFolders(ctx),
    mailFilters: (_parent, _args, ctx) => listFilters(ctx),
    mailLabels: (_parent, _args, ctx) => listLabels(ctx),
    mails: async (_parent, { input }, ctx) =>
      toMailPage(await listMails(ctx, givenArguments(input))),
    mail: async (_parent, { id }, ctx) => toMailView(await getMail(ctx, id)),
  },
  Mutation: {
    updateMailboxSettings: (_parent, { input }, ctx) => updateSettings(ctx, givenArguments(input)),
    createMailLabel: (_parent, { input }, ctx) => createLabel(ctx, givenArguments(input)),
    updateMailLabel: (_parent, { id, input }, ctx) => updateLabel(ctx, id, givenArguments(input)),
    deleteMailLabel: (_parent, { id }, ctx) => deleteLabel(ctx, id),
    updateMail: async (_parent, { id, input }, ctx) =>
      toMailView(await updateMail(ctx, id, givenArguments(input))),
  },
};
