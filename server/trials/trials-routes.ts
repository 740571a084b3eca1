/** The customer's free-trial applications (docs/product.md §2.10, §7.1). Every route needs the token. */
import { ok, okPageOf } from '../http/envelope';
import { defineCustomerRoute } from '../accounts/customer-route';
import { applicationDetail, applyForTrial, countApplications, listApplications } from './trials';
import * as contract from '../../contract/trials';
import { trialsApi } from '../../contract/operations/trials';

const TAG = 'Free trials';

export const trialRoutes = [
  defineCustomerRoute({
    operation: trialsApi.apply,
    data: contract.TrialApplied,
    tag: TAG,
    summary: 'Apply for a free trial of up to 3 samples',
    description:
      "Answers data { id, endsAt } (two weeks after the application). Refused with 400 and a message in the caller's language naming the field: " +
      'a second application within 3 days (appliedAt), more than 3 samples or goods that are not trial products on shelf (goodsIds), a remark of ' +
      'more than 125 words (remark), a laboratory (normalised institution + laboratory) that already has an open application (laboratory).',
    input: contract.TrialApplyRequest,
    async handler(input, { db, customer, lang }) {
      const id = await applyForTrial(db, customer.userId, input, lang);
      const application = await applicationDetail(db, customer.userId, id, lang);
      return ok({ id, endsAt: application.endsAt });
    },
  }),
  defineCustomerRoute({
    operation: trialsApi.list,
    page: contract.TrialApplicationPage,
    tag: TAG,
    summary: "The customer's trial applications, newest first",
    description: 'Answers page { list, totalCount, pageSize, currPage, totalPage }; status filters by pending, approved or rejected.',
    input: contract.TrialListRequest,
    async handler({ page, limit, status }, { db, customer, lang }) {
      return okPageOf(await listApplications(db, customer.userId, { page, limit, status }, lang), page, limit);
    },
  }),
  defineCustomerRoute({
    operation: trialsApi.detail,
    data: contract.TrialApplication,
    tag: TAG,
    summary: "One of the customer's trial applications",
    description: "Answers the application with its samples and end date; another customer's or an unknown id: code 3.",
    input: contract.TrialDetailRequest,
    async handler({ id }, { db, customer, lang }) {
      return ok(await applicationDetail(db, customer.userId, id, lang));
    },
  }),
  defineCustomerRoute({
    operation: trialsApi.getOrderCount,
    data: contract.ApprovalCount,
    tag: TAG,
    summary: 'How many trial applications are pending, approved and rejected',
    description: 'Answers data { pending, approved, rejected, total }.',
    input: contract.ApprovalCountRequest,
    async handler(_input, { db, customer }) {
      return ok(await countApplications(db, customer.userId));
    },
  }),
];
