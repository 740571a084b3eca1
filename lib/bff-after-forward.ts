import 'server-only';
/**
 * What the BFF does after particular operations succeed (docs/architecture.md §4), keyed by their
 * descriptors so the generic forwarding in app/api/[...path] knows no path: a saved evaluation
 * expires its goods page; a profile change brings the session's names up to date.
 */
import type { IronSession } from 'iron-session';
import type { Operation } from '@/contract/operation';
import { evaluationsApi } from '@/contract/operations/evaluations';
import { profileApi } from '@/contract/operations/profile';
import { profileNamesOf } from '@/lib/account/profile-names';
import { revalidateEvaluatedGoods } from '@/lib/evaluations/revalidate-goods';
import type { SessionData } from '@/lib/session';

type AfterForward = (data: unknown, session: IronSession<SessionData>) => void | Promise<void>;

const AFTER_FORWARD = new Map<Operation, AfterForward>([
  [evaluationsApi.saveOrderComments, (data) => revalidateEvaluatedGoods(data)],
  [
    profileApi.update,
    async (data, session) => {
      const names = profileNamesOf(data);
      if (!names || !session.token) return;
      Object.assign(session, names);
      await session.save();
    },
  ],
]);

/** Runs the operation's after-forward step when the API answered it with success. */
export async function afterForward(operation: Operation, envelope: { code: number; data?: unknown }, session: IronSession<SessionData>): Promise<void> {
  if (envelope.code === 0) await AFTER_FORWARD.get(operation)?.(envelope.data, session);
}
