/** The service-records operations (docs/architecture.md §4): one descriptor each, contract/operation.ts. */
import { operation } from '../operation';
import type { ServiceRecordListRequest, ServiceRecordPage } from '../centre';

export const serviceRecordsApi = {
  experimentProgress: operation<{ input: typeof ServiceRecordListRequest; page: typeof ServiceRecordPage }>()({
    path: '/online/toExperimentProgress/list',
    mode: 'post',
    access: 'customer',
    islands: true,
  }),
  scanDetection: operation<{ input: typeof ServiceRecordListRequest; page: typeof ServiceRecordPage }>()({
    path: '/online/toScanDetection/list',
    mode: 'post',
    access: 'customer',
    islands: true,
  }),
  grinderRecord: operation<{ input: typeof ServiceRecordListRequest; page: typeof ServiceRecordPage }>()({
    path: '/online/toGrinderRecord/list',
    mode: 'post',
    access: 'customer',
    islands: true,
  }),
};
