/**
 * A route of the staff console (docs/product.md §6.1): the `staff-session` header's member is found
 * before the input is read, so without a live session of an enabled account every request answers
 * 401, whatever it sends. The command line's STAFF_TOKEN is no console session.
 */
import type { z } from '@hono/zod-openapi';
import { ApiFailure, CODE } from '../http/envelope';
import type { RequestContext, RouteDefinition } from '../http/route';
import { requireStaff } from './staff-sessions';
import type { StaffMember } from '../../contract/staff';

const STAFF_SESSION_HEADER = 'staff-session';

export interface StaffSessionContext extends RequestContext {
  staff: StaffMember;
  sessionToken: string;
}

const SESSION_AUTH = 'Needs a console login in the `staff-session` header (from /staff/console/login); otherwise 401.';

export function defineStaffSessionRoute<
  TInput extends z.ZodObject,
  TData extends z.ZodType | undefined = undefined,
  TPage extends z.ZodType | undefined = undefined,
>(definition: RouteDefinition<TInput, TData, TPage, StaffSessionContext, 'staffSession'> & { adminOnly?: boolean }): RouteDefinition<TInput, TData, TPage> {
  const { adminOnly = false, ...route } = definition;
  return {
    ...route,
    description: [SESSION_AUTH, adminOnly ? 'Admins only (a sales account: code 403).' : '', route.description].filter(Boolean).join(' '),
    async handler(input, ctx) {
      const sessionToken = ctx.hono.req.header(STAFF_SESSION_HEADER) ?? '';
      const staff = await requireStaff(ctx.db, sessionToken || undefined);
      if (adminOnly && staff.role !== 'admin') throw new ApiFailure(CODE.forbidden, 'staff-session: only an admin may manage staff accounts');
      return route.handler(input, { ...ctx, staff, sessionToken });
    },
  };
}
