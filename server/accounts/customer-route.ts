/**
 * A route of the logged-in customer's own data (docs/product.md §4, §7.1): the token's customer is
 * found before the handler runs, so every such route answers 401 without a valid token and 402
 * when it has expired, and a userId sent must be the token's own.
 */
import type { z } from '@hono/zod-openapi';
import type { RequestContext, RouteDefinition } from '../http/route';
import { requireCustomer, type Customer } from './customer-tokens';

export interface CustomerContext extends RequestContext {
  customer: Customer;
}

export function defineCustomerRoute<
  TInput extends z.ZodObject,
  TData extends z.ZodType | undefined = undefined,
  TPage extends z.ZodType | undefined = undefined,
>(definition: RouteDefinition<TInput, TData, TPage, CustomerContext, 'customer'>): RouteDefinition<TInput, TData, TPage> {
  return {
    ...definition,
    async handler(input, ctx) {
      const { userId } = input as { userId?: string | number };
      return definition.handler(input, { ...ctx, customer: await requireCustomer(ctx.db, ctx.token, userId) });
    },
  };
}
