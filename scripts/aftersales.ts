/**
 * Staff answering after-sales requests (docs/product.md §12.1):
 *   npm run aftersales                                  newest requests first (--status S, --user N, --limit N)
 *   npm run aftersales -- --accept <id> [--reply "Please send the goods back to …"]
 *   npm run aftersales -- --reject <id> --reply "Why"
 *   npm run aftersales -- --complete <id> [--reply "Refunded to the original payment"]
 * It asks the running API (API_BASE_URL, else http://127.0.0.1:$API_PORT) with the staff token
 * (STAFF_TOKEN, else DATA_DIR/staff-token); with no API answering it opens the database itself.
 */
import { parseArgs } from 'node:util';
import type { Db } from '../server/db/client';
import { connectStaff, runStaffCommand, UsageError, type StaffRoutes } from './staff/staff-client';
import { checkStatus, LIST_OPTIONS, positiveWhole, showList } from './staff/staff-list';
import { afterSalesDetail, listAfterSales } from '../server/aftersales/aftersales';
import { answerAfterSales } from '../server/aftersales/aftersales-staff';
import { AFTER_SALES_STATUSES } from '../contract/aftersales-rules';
import { AnswerAfterSalesRequest, StaffAfterSalesRequest, type AfterSalesDetail } from '../contract/aftersales';

type StaffRequest = AfterSalesDetail & { userId: number };

/** The staff routes this command uses, answered on the database when no API runs. */
const databaseRoutes = (db: Db): StaffRoutes => ({
  '/staff/aftersales': async (body) => {
    const { list, totalCount } = await listAfterSales(db, StaffAfterSalesRequest.parse(body), 'en');
    return { list: await Promise.all(list.map((item) => afterSalesDetail(db, null, item.id, 'en'))), totalCount };
  },
  '/staff/aftersales/answer': (body) => answerAfterSales(db, AnswerAfterSalesRequest.parse(body)),
});

function readOptions() {
  const { values } = parseArgs({
    options: {
      ...LIST_OPTIONS,
      accept: { type: 'string' },
      reject: { type: 'string' },
      complete: { type: 'string' },
      reply: { type: 'string', default: '' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  checkStatus(values, AFTER_SALES_STATUSES);
  return values;
}

const HEADER = '   id  request no        status     type       user  order no          date        lines (lineId:Cat.No.×qty)  reason';

const cells = (request: StaffRequest) => [
  String(request.id).padStart(5),
  request.afterSalesNo.padEnd(16),
  request.status.padEnd(9),
  request.type.padEnd(8),
  String(request.userId).padStart(5),
  request.orderNo.padEnd(16),
  request.createdAt.slice(0, 10),
  request.lines.map((line) => `${line.orderLineId}:${line.itemno}×${line.quantity}`).join('; '),
  request.reason,
];

async function main(): Promise<void> {
  const options = readOptions();
  if (options.help) {
    console.log('usage: npm run aftersales -- [--status S] [--user N] [--limit N] | --accept <id> | --reject <id> --reply T | --complete <id>  [--reply T]');
    return;
  }
  const answers = [
    ['accepted', options.accept, 'accept'],
    ['rejected', options.reject, 'reject'],
    ['completed', options.complete, 'complete'],
  ] as const;
  const chosen = answers.filter(([, id]) => id !== undefined);
  if (chosen.length > 1) throw new UsageError('give one of --accept, --reject, --complete');
  if (options.reject !== undefined && !options.reply.trim()) throw new UsageError('--reject needs --reply "why" for the customer');
  const staff = await connectStaff(databaseRoutes);
  try {
    const [answer] = chosen;
    if (answer) {
      const [status, id, option] = answer;
      const request = await staff.call<StaffRequest>('/staff/aftersales/answer', { id: positiveWhole(id, option), status, reply: options.reply });
      console.log(`After-sales request ${request.id} (${request.afterSalesNo}) is now ${request.status}.`);
      return;
    }
    await showList(staff, '/staff/aftersales', options, { positive: positiveWhole, header: HEADER, cells, noun: 'after-sales requests' });
  } finally {
    await staff.close();
  }
}

runStaffCommand('aftersales', main);
