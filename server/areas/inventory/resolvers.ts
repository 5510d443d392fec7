import type { Resolvers } from '../../../generated/graphql';
import { givenArguments } from '../../template/query';
import {
  createProduct,
  createTag,
  deleteProduct,
  deleteTag,
  getProduct,
  listBrands,
  listCategories,
  listProducts,
  listTags,
  listVendors,
  updateProduct,
  updateTag,
} from './service';
import { toProductPage } from './view';

export const inventoryResolvers: Resolvers = {
  Query: {
    inventoryCategories: (_parent, _args, ctx) => listCategories(ctx),
    inventoryBrands: (_parent, _args, ctx) => listBrands(ctx),
    inventoryVendors: (_parent, _args, ctx) => listVendors(ctx),
    inventoryTags: (_parent, _args, ctx) => listTags(ctx),
    products: async (_parent, { input }, ctx) => {
      // GraphQL's SortOrder is ASC/DESC; the service speaks the template's asc/desc. Arguments
      // left out or null take the service's defaults.
      const { order, ...rest } = input ?? {};
      const given = givenArguments(rest);
      const query = order ? { ...given, order: order.toLowerCase() } : given;
      return toProductPage(await listProducts(ctx, query));
    },
    product: (_parent, { id }, ctx) => getProduct(ctx, id),
  },
  Mutation: {
    createProduct: (_parent, _args, ctx) => createProduct(ctx),
    updateProduct: (_parent, { id, input }, ctx) => updateProduct(ctx, id, input),
    deleteProduct: (_parent, { id }, ctx) => deleteProduct(ctx, id),
    createInventoryTag: (_parent, { input }, ctx) => createTag(ctx, input),
    updateInventoryTag: (_parent, { id, input }, ctx) => updateTag(ctx, id, input),
    deleteInventoryTag: (_parent, { id }, ctx) => deleteTag(ctx, id),
  },
};
