/** The message centre's filter in its URL (`/mail?kind=order&unread=1&page=2`, docs/product.md §10.1). */
import { MESSAGE_KINDS, type MessageKind } from '@/contract/centre-constants';
import { pageParam } from './page-param';

export interface MailQuery {
  page: number;
  kind?: MessageKind | undefined;
  unread: boolean;
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Unknown values read as no filter, so a hand-edited URL still shows the centre. */
export function mailQuery(params: Record<string, string | string[] | undefined>): MailQuery {
  const kind = first(params.kind);
  return {
    page: pageParam(params.page),
    kind: MESSAGE_KINDS.find((known) => known === kind),
    unread: first(params.unread) === '1',
  };
}

export function mailHref({ page, kind, unread }: MailQuery): string {
  const search = new URLSearchParams();
  if (kind) search.set('kind', kind);
  if (unread) search.set('unread', '1');
  if (page > 1) search.set('page', String(page));
  const text = search.toString();
  return text ? `/mail?${text}` : '/mail';
}
