import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { stringify } from 'csv-stringify/sync';
import {
  ageHours,
  CSV_OPTIONS,
  csvWrittenNote,
  displayWidth,
  fit,
  goodsSummary,
  inquiriesCsv,
  inquiriesTable,
  statusOf,
  terminalText,
} from './inquiries-report';
import type { StaffInquiry } from './inquiries-staff';

const NOW = new Date('2025-03-10T12:00:00Z');

function inquiry(overrides: Partial<StaffInquiry> = {}): StaffInquiry {
  return {
    id: 7,
    source: 'goods',
    name: 'Jane Doe',
    company: 'Example Lab',
    country: 'GB',
    countryName: 'United Kingdom',
    email: 'jane@example.com',
    phone: '+44 20 7946 0000',
    message: 'Please quote, "urgent"\nthanks',
    tm: null,
    userId: null,
    locale: 'en',
    clientAddress: '203.0.113.7',
    createdAt: '2025-03-10T06:30:00.000Z',
    replyBy: '2025-03-11T06:30:00.000Z',
    answeredAt: null,
    goods: [
      { goodsId: 1, skuId: 3, quantity: 2, itemno: 'AB1001', title: 'Anti-GAPDH', skuDesc: '100 µl' },
      { goodsId: 2, skuId: 0, quantity: 1, itemno: 'CD55', title: 'PBS', skuDesc: null },
    ],
    ...overrides,
  };
}

describe('age and status against the 24-hour promise', () => {
  test('age in hours with one decimal', () => {
    assert.equal(ageHours('2025-03-10T06:30:00Z', NOW), 5.5);
    assert.equal(ageHours('2025-03-09T11:00:00Z', NOW), 25);
    assert.equal(ageHours('2025-03-10T11:59:00Z', NOW), 0);
  });

  test('open, OVERDUE after the reply deadline, answered once marked', () => {
    assert.equal(statusOf(inquiry(), NOW), 'open');
    assert.equal(statusOf(inquiry({ replyBy: '2025-03-10T11:59:59Z' }), NOW), 'OVERDUE');
    assert.equal(statusOf(inquiry({ replyBy: '2025-03-10T11:59:59Z', answeredAt: '2025-03-10T10:00:00Z' }), NOW), 'answered');
  });
});

describe('CSV export', () => {
  /** One CSV cell, written by the export's rules. */
  const csvCell = (value: string | number | null): string => stringify([[value]], CSV_OPTIONS).slice(0, -'\r\n'.length);

  test('formula-like cells get a leading apostrophe', () => {
    for (const dangerous of ['=HYPERLINK("http://evil")', '+1234', '-2+3', '@SUM(A1)', '\tx', '\rx']) {
      assert.ok(csvCell(dangerous).replace(/^"/, '').startsWith("'"), JSON.stringify(dangerous));
    }
    assert.equal(csvCell('=1+1'), "'=1+1");
    assert.equal(csvCell('Jane'), 'Jane');
    assert.equal(csvCell(-5), '-5', 'numbers the export writes itself are left alone');
  });

  test('quotes, commas and line breaks are quoted per RFC 4180', () => {
    assert.equal(csvCell('a,b'), '"a,b"');
    assert.equal(csvCell('say "hi"'), '"say ""hi"""');
    assert.equal(csvCell('two\nlines'), '"two\nlines"');
    assert.equal(csvCell(null), '');
    assert.equal(csvCell('=a,b'), `"'=a,b"`);
  });

  test('one row per inquiry with every field and the goods joined', () => {
    const csv = inquiriesCsv([inquiry(), inquiry({ id: 8, name: '=cmd|calc', answeredAt: '2025-03-10T09:00:00Z', goods: [] })], NOW);
    const lines = csv.split('\r\n');
    assert.equal(
      lines[0],
      'id,status,received,replyBy,answeredAt,ageHours,source,name,company,country,countryName,email,phone,whatsappWechat,message,userId,language,clientAddress,goodsCount,goods',
    );
    assert.equal(
      lines[1],
      `7,open,2025-03-10T06:30:00.000Z,2025-03-11T06:30:00.000Z,,5.5,goods,Jane Doe,Example Lab,GB,United Kingdom,jane@example.com,'+44 20 7946 0000,,"Please quote, ""urgent""\nthanks",,en,203.0.113.7,2,AB1001 ×2 (100 µl); CD55 ×1`,
    );
    assert.match(lines[2] ?? '', /^8,answered,.*,'=cmd\|calc,/);
    assert.equal(lines.at(-1), '', 'ends with a line break');
  });

  test('goods summary', () => {
    assert.equal(goodsSummary(inquiry()), 'AB1001 ×2 (100 µl); CD55 ×1');
  });
});

describe('the CSV export note', () => {
  test('counts inquiries, not lines: a CRLF inside a message stays in its cell', () => {
    const list = [inquiry({ message: 'line one\r\nline two\r\nline three' }), inquiry({ id: 8 })];
    assert.ok(inquiriesCsv(list, NOW).split('\r\n').length - 2 > list.length, 'the CSV has more lines than records');
    assert.equal(csvWrittenNote(list, 'out.csv', 'the API'), 'Wrote 2 inquiries to out.csv (from the API).');
    assert.equal(csvWrittenNote([inquiry()], 'one.csv', 'the API'), 'Wrote 1 inquiry to one.csv (from the API).');
  });
});

describe('terminal table', () => {
  test('control characters cannot reach the terminal', () => {
    assert.equal(terminalText('a\u001b[31mred\u0007\n'), 'a·[31mred··');
    const table = inquiriesTable([inquiry({ name: 'Eve\u001b]0;pwned\u0007', company: '<script>alert(1)</script>' })], NOW);
    assert.doesNotMatch(table, /[\u0000-\u0009\u000b-\u001f]/);
    assert.match(table, /<script>alert\(1\)</, 'markup shows as the text it is');
  });

  test('columns: id, received, age, status, name, company, country, email, goods count', () => {
    const table = inquiriesTable([inquiry(), inquiry({ id: 9, replyBy: '2025-03-10T10:00:00Z' })], NOW).split('\n');
    assert.match(table[0] ?? '', /^id\s+received\s+age h\s+status\s+name\s+company\s+country\s+email\s+goods$/);
    assert.match(table[2] ?? '', /^7\s+\d{4}-\d\d-\d\d \d\d:\d\d\s+5\.5\s+open\s+Jane Doe\s+Example Lab\s+GB\s+jane@example.com\s+2$/);
    assert.match(table[3] ?? '', /OVERDUE/);
  });

  test('format characters (bidi overrides and isolates, zero-width characters) are dropped', () => {
    assert.equal(terminalText('Eve\u202eLAB\u202c \u2066x\u2069\u200b\u200d\ufeff\u00ad'), 'EveLAB x');
    const table = inquiriesTable([inquiry({ name: 'evil\u202etxt.exe', company: 'Lab\u2067\u200f' })], NOW);
    assert.doesNotMatch(table, /\p{Cf}/u);
    assert.match(table, /eviltxt\.exe/);
  });

  test('wide characters count twice and long values are cut with an ellipsis', () => {
    assert.equal(displayWidth('中国abc'), 7);
    assert.equal(fit('abcdef', 4), 'abc…');
    assert.equal(fit('ab', 4), 'ab  ');
    assert.equal(displayWidth(fit('北京生物科技有限公司', 9)), 9);
  });
});
