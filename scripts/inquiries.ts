/**
 * The sales team's inquiry list (docs/product.md §6):
 *   npm run inquiries                      newest first, with age and status against the 24 h promise
 *   npm run inquiries -- --open            only inquiries not yet answered
 *   npm run inquiries -- --limit 500       more rows in the table (default 50; --all for every one)
 *   npm run inquiries -- --csv [file]      every inquiry, every field + goods, as CSV (stdout without a file)
 *   npm run inquiries -- --answer <id>     mark an inquiry answered
 *       [--reply "text"]                    with the reply a logged-in customer reads in the message centre
 *   npm run inquiries -- --quote <id> --valid-until <date> [--note "text"]
 *                                          send a quote of every goods line with a SKU at the goods page's
 *                                          net price (docs/product.md §11.5); other prices: POST /staff/quotes/send
 * It asks the running API first (API_BASE_URL, else http://127.0.0.1:$API_PORT) with the staff
 * token (STAFF_TOKEN, else DATA_DIR/staff-token): the API holds PGlite's folder while it runs.
 * When no API answers, it opens the database itself (DATA_DIR's PGlite, or DATABASE_URL).
 */
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { answerInquiry, listInquiries, type StaffInquiry, type StaffQuery } from '../server/inquiries/inquiries-staff';
import { csvWrittenNote, inquiriesCsv, inquiriesTable, statusOf } from '../server/inquiries/inquiries-report';
import { createQuote } from '../server/quotes/quote-send';
import { createMailDelivery } from '../server/mail/mail-delivery';
import type { Quote } from '../contract/quotes';
import { apiStaff, openDatabaseStaff, runStaffCommand, staffRequest, UsageError } from './staff/staff-client';

const PAGE = 1000;

interface InquirySource {
  describe: string;
  list(query: StaffQuery): Promise<{ list: StaffInquiry[]; totalCount: number }>;
  answer(id: number, reply?: string): Promise<{ id: number; answeredAt: string } | null>;
  quote(request: QuoteRequest): Promise<Quote>;
  close(): Promise<void>;
}

interface QuoteRequest {
  inquiryId: number;
  validUntil: string;
  note: string;
}

/** A plain date is valid until the end of that day, UTC, as /staff/quotes/send reads it. */
const validUntilOf = (value: string) => new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T23:59:59.999Z` : value);

async function apiSource(): Promise<InquirySource | null> {
  const api = await apiStaff();
  if (!api) return null;
  return {
    describe: api.describe,
    async list({ limit, offset, open, since }) {
      const query = new URLSearchParams({ limit: String(limit), offset: String(offset), open: open ? '1' : '0' });
      if (since) query.set('since', since.toISOString());
      const envelope = await staffRequest<{ list: StaffInquiry[]; totalCount: number }>('GET', `/staff/inquiries?${query}`);
      if (envelope.code !== 0 || !envelope.data) throw new Error(`The API answered ${envelope.code}: ${envelope.msg}`);
      return envelope.data;
    },
    async answer(id, reply) {
      const envelope = await staffRequest<{ id: number; answeredAt: string }>('POST', '/staff/inquiries/answer', { id, ...(reply ? { reply } : {}) });
      if (envelope.code === 3) return null;
      if (envelope.code !== 0 || !envelope.data) throw new Error(`The API answered ${envelope.code}: ${envelope.msg}`);
      return envelope.data;
    },
    async quote(request) {
      const envelope = await staffRequest<Quote>('POST', '/staff/quotes/send', request);
      if (envelope.code !== 0 || !envelope.data) throw new Error(`The API answered ${envelope.code}: ${envelope.msg}`);
      return envelope.data;
    },
    close: async () => undefined,
  };
}

async function databaseSource(): Promise<InquirySource> {
  const database = await openDatabaseStaff();
  return {
    describe: database.describe,
    list: (query) => listInquiries(database.db, query),
    answer: (id, reply) => answerInquiry(database.db, id, { reply }),
    // Without the API the buyer's email goes where the API would send it: SMTP_URL, else the outbox.
    quote: ({ inquiryId, validUntil, note }) =>
      createQuote(
        database.db,
        { inquiryId, replier: null, validUntil: validUntilOf(validUntil), note },
        {
          delivery: {
            mailer: createMailDelivery(database.db, { smtpUrl: process.env.SMTP_URL, from: process.env.MAIL_FROM ?? 'Lab Supplier <no-reply@labshop.local>' }),
            siteUrl: process.env.SITE_URL ?? 'http://localhost:3000',
          },
        },
      ),
    close: () => database.close(),
  };
}

/** Every inquiry the query matches, page by page. */
async function listAll(source: InquirySource, open: boolean): Promise<StaffInquiry[]> {
  const all: StaffInquiry[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const { list, totalCount } = await source.list({ limit: PAGE, offset, open });
    all.push(...list);
    if (list.length < PAGE || all.length >= totalCount) return all;
  }
}

function readOptions() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      open: { type: 'boolean', default: false },
      csv: { type: 'boolean', default: false },
      answer: { type: 'string' },
      reply: { type: 'string' },
      quote: { type: 'string' },
      'valid-until': { type: 'string' },
      note: { type: 'string', default: '' },
      limit: { type: 'string', default: '50' },
      all: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const limit = Number(values.limit);
  if (!Number.isInteger(limit) || limit < 1) throw new UsageError(`--limit takes a whole number from 1, got '${values.limit}'`);
  const answer = values.answer === undefined ? undefined : Number(values.answer);
  if (answer !== undefined && (!Number.isInteger(answer) || answer < 1)) throw new UsageError(`--answer takes an inquiry id, got '${values.answer}'`);
  const quote = values.quote === undefined ? undefined : Number(values.quote);
  if (quote !== undefined && (!Number.isInteger(quote) || quote < 1)) throw new UsageError(`--quote takes an inquiry id, got '${values.quote}'`);
  if (quote !== undefined && !values['valid-until']) throw new UsageError('--quote needs --valid-until <YYYY-MM-DD>');
  if (positionals.length > (values.csv ? 1 : 0)) throw new UsageError(`unexpected argument '${positionals.at(-1)}'`);
  return { ...values, limit, answer, quote, validUntil: values['valid-until'] ?? '', csvFile: values.csv ? positionals[0] : undefined };
}

async function main(): Promise<void> {
  const options = readOptions();
  if (options.help) {
    console.log(
      'usage: npm run inquiries -- [--open] [--limit N | --all] [--csv [file]] [--answer <id> [--reply text]] [--quote <id> --valid-until <date> [--note text]]',
    );
    return;
  }
  const source = (await apiSource()) ?? (await databaseSource());
  try {
    const now = new Date();
    if (options.answer !== undefined) {
      const answered = await source.answer(options.answer, options.reply);
      if (!answered) throw new Error(`There is no inquiry ${options.answer}.`);
      console.log(`Inquiry ${answered.id} marked answered at ${new Date(answered.answeredAt).toLocaleString()}.`);
      return;
    }

    if (options.quote !== undefined) {
      const quote = await source.quote({ inquiryId: options.quote, validUntil: options.validUntil, note: options.note });
      console.log(
        `Quote ${quote.id} sent for inquiry ${quote.inquiryId}: ${quote.lines.length} line(s), CNY ${quote.totalAmount.toFixed(2)}, valid until ${quote.validUntil}.`,
      );
      for (const line of quote.lines) console.log(`- Cat. No. ${line.itemno} · ${line.skuDesc} × ${line.quantity} at CNY ${line.unitPrice.toFixed(2)}`);
      return;
    }

    if (options.csv) {
      const list = await listAll(source, options.open);
      const csv = inquiriesCsv(list, now);
      if (!options.csvFile) {
        process.stdout.write(csv);
        return;
      }
      // The byte-order mark makes spreadsheets read the file as UTF-8 (Chinese names, µl).
      await writeFile(options.csvFile, `\uFEFF${csv}`);
      console.error(csvWrittenNote(list, options.csvFile, source.describe));
      return;
    }

    const [page, open] = await Promise.all([
      options.all
        ? listAll(source, options.open).then((list) => ({ list, totalCount: list.length }))
        : source.list({ limit: options.limit, offset: 0, open: options.open }),
      listAll(source, true),
    ]);
    const overdue = open.filter((inquiry) => statusOf(inquiry, now) === 'OVERDUE').length;
    console.log(inquiriesTable(page.list, now));
    console.log(
      `\n${page.list.length} of ${page.totalCount} ${options.open ? 'open ' : ''}inquiries shown (from ${source.describe}); ` +
        `${open.length} open, ${overdue} OVERDUE (open for more than 24 hours).`,
    );
    if (page.list.length < page.totalCount) console.log('More: --limit N or --all; everything with every field: --csv file.csv');
  } finally {
    await source.close();
  }
}

runStaffCommand('inquiries', main);
