import { NextResponse } from 'next/server';
import { getSession, isLoggedIn } from '@/lib/session';

/**
 * Who is logged in, for client islands (DESIGN.md §4). Never the token: it stays in the
 * httpOnly cookie. Logging in (POST) arrives with customer accounts.
 */
export async function GET() {
  const session = await getSession();
  const data = isLoggedIn(session)
    ? { loggedIn: true, userId: session.userId, userName: session.userName ?? '', companyName: session.companyName ?? '' }
    : { loggedIn: false };
  return NextResponse.json({ code: 0, msg: 'success', data }, { headers: { 'cache-control': 'no-store' } });
}

/** Logs out: the session cookie is cleared. */
export async function DELETE() {
  const session = await getSession();
  session.destroy();
  return NextResponse.json({ code: 0, msg: 'success', data: { loggedIn: false } }, { headers: { 'cache-control': 'no-store' } });
}
