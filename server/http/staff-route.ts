/**
 * A route of the sales team (`/staff/*`, docs/product.md §6): `Authorization: Bearer <staff token>`
 * is checked before the input is parsed, so without the token every request answers 401, whatever it sends.
 */
import type { z } from '@hono/zod-openapi';
import { ApiFailure, CODE } from './envelope';
import type { RequestContext, RouteDefinition } from './route';
import { isStaffAuthorization } from './staff-token';

/** What the OpenAPI description of every staff route starts with. */
const STAFF_AUTH = 'Needs `Authorization: Bearer <staff token>` (STAFF_TOKEN, else DATA_DIR/staff-token); otherwise 401.';

export function defineStaffRoute<TInput extends z.ZodObject, TData extends z.ZodType | undefined = undefined, TPage extends z.ZodType | undefined = undefined>(
  definition: Omit<RouteDefinition<TInput, TData, TPage, RequestContext, 'staff'>, 'authorize'>,
): RouteDefinition<TInput, TData, TPage> {
  return {
    ...definition,
    description: [STAFF_AUTH, definition.description].filter(Boolean).join(' '),
    authorize(c, settings) {
      if (!isStaffAuthorization(c.req.header('authorization'), settings.staffToken)) {
        throw new ApiFailure(CODE.unauthorized, 'authorization: a valid staff token is required (Authorization: Bearer <token>)');
      }
    },
  };
}
