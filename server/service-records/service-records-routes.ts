/**
 * Service records of the personal centre (docs/product.md §10.5), named in the /online family like
 * the shop's other customer lists (contract/operations/service-records.ts). Every route needs the token.
 */
import { okPageOf } from '../http/envelope';
import { defineCustomerRoute } from '../accounts/customer-route';
import { listServiceRecords } from './service-records';
import { ServiceRecordListRequest, ServiceRecordPage } from '../../contract/centre';
import type { ServiceKind } from '../../contract/centre-constants';
import { serviceRecordsApi } from '../../contract/operations/service-records';

const TAG = 'Service records';

const LISTS: { kind: ServiceKind; operation: typeof serviceRecordsApi.experimentProgress; summary: string; states: string }[] = [
  {
    kind: 'experiment',
    operation: serviceRecordsApi.experimentProgress,
    summary: "The customer's experiment service projects and their stages",
    states: 'state inProgress | completed | paused; stages received, design, experiment, analysis, report with doneAt (null: not yet)',
  },
  {
    kind: 'scan',
    operation: serviceRecordsApi.scanDetection,
    summary: "The customer's slide-scanning jobs",
    states: 'state queued | scanning | completed; sampleCount slides',
  },
  {
    kind: 'grinder',
    operation: serviceRecordsApi.grinderRecord,
    summary: "The customer's tissue-grinder applications and uses",
    states: 'state applied | approved | inUse | returned | rejected; sampleCount samples',
  },
];

export const serviceRecordRoutes = LISTS.map(({ kind, operation, summary, states }) =>
  defineCustomerRoute({
    operation,
    page: ServiceRecordPage,
    tag: TAG,
    summary,
    description: `Answers page { list, totalCount, pageSize, currPage, totalPage }, newest first; title in the caller's language; ${states}.`,
    input: ServiceRecordListRequest,
    async handler({ page, limit }, { db, customer, lang }) {
      return okPageOf(await listServiceRecords(db, customer.userId, kind, page, limit, lang), page, limit);
    },
  }),
);
