import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { islandMessagePaths, pickMessages, type Messages } from '@/lib/i18n/pick-messages';

/**
 * Hands the client islands inside it only the messages named in `paths` (namespaces such as
 * 'goods' or single keys such as 'goods.catNo'), instead of the whole locale: they travel in
 * every page's RSC payload. A nested provider replaces the outer one's messages, so list every
 * namespace the islands below use; the failure sentences (`apiFailure`) are added unless no island
 * below sends a request (`sendsRequests={false}`).
 * docs/islands.md.
 */
export async function IslandMessages({
  paths,
  sendsRequests = true,
  children,
}: {
  paths: readonly string[];
  /** False where no island below sends a request: they then get no failure sentences. */
  sendsRequests?: boolean;
  children: ReactNode;
}) {
  const messages = (await getMessages()) as Messages;
  return <NextIntlClientProvider messages={pickMessages(messages, islandMessagePaths(paths, { sendsRequests }))}>{children}</NextIntlClientProvider>;
}
