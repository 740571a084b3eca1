/**
 * The staff's answers to free-trial applications and points exchanges (docs/product.md §2.10, §2.11):
 *   npm run approvals -- trials [pending|approved|rejected]       list applications, newest first
 *   npm run approvals -- exchanges [pending|approved|rejected]    list points exchanges
 *   npm run approvals -- trial <id> approve|reject [note…]         answer an application
 *   npm run approvals -- exchange <id> approve|reject [note…]      answer an exchange (reject returns its points)
 *   npm run approvals -- order-completed <customerId> <orderNo> <amountCny>   award a completed order's points
 * It talks to the running API (API_BASE_URL, else http://127.0.0.1:$API_PORT) with the staff token
 * (STAFF_TOKEN, else DATA_DIR/staff-token), so every answer also sends the customer's message.
 */
import { staffRequest } from './staff/staff-client';
import { terminalText } from '../server/inquiries/inquiries-report';

interface Row {
  id: number;
  customerId: number;
  status: string;
  [field: string]: unknown;
}

const USAGE =
  'usage: npm run approvals -- trials|exchanges [status] | trial|exchange <id> approve|reject [note] | order-completed <customerId> <orderNo> <amountCny>';

async function main(args: string[]): Promise<void> {
  const call = async <T>(method: 'GET' | 'POST', route: string, body?: unknown): Promise<T> => {
    const envelope = await staffRequest<T>(method, route, body);
    if (envelope.code !== 0) throw new Error(`${route}: ${envelope.msg} (code ${envelope.code})`);
    return envelope.data as T;
  };

  const [command, first, second, ...rest] = args;
  switch (command) {
    case 'trials':
    case 'exchanges': {
      const query = first ? `?status=${encodeURIComponent(first)}&limit=500` : '?limit=500';
      const { list, totalCount } = await call<{ list: Row[]; totalCount: number }>('GET', `/staff/${command}${query}`);
      for (const row of list) {
        const what =
          command === 'trials'
            ? `${String(row.institution)} / ${String(row.laboratory)}`
            : `${String(row.title)} × ${String(row.quantity)} (${String(row.points)} points)`;
        console.log(`${row.id}\t${row.status}\tcustomer ${row.customerId}\t${terminalText(what)}`);
      }
      console.log(`${list.length} of ${totalCount}`);
      return;
    }
    case 'trial':
    case 'exchange': {
      if (!first || (second !== 'approve' && second !== 'reject')) throw new Error(USAGE);
      const note = rest.join(' ').trim();
      const answered = await call<{ id: number; status: string }>('POST', `/staff/${command === 'trial' ? 'trials' : 'exchanges'}/answer`, {
        id: Number(first),
        decision: second,
        ...(note ? { note } : {}),
      });
      console.log(`${command} ${answered.id}: ${answered.status}`);
      return;
    }
    case 'order-completed': {
      const [amount] = rest;
      if (!first || !second || !amount) throw new Error(USAGE);
      const awarded = await call<{ awarded: number; balance: number }>('POST', '/staff/points/order-completed', {
        customerId: Number(first),
        orderNo: second,
        amountCny: Number(amount),
      });
      console.log(`awarded ${awarded.awarded} points; balance ${awarded.balance}`);
      return;
    }
    default:
      throw new Error(USAGE);
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
