/** Validation figures of a goods item (docs/product.md §2.6, §7.3). */
import { ApiFailure, CODE, ok } from '../http/envelope';
import { defineRoute } from '../http/route';
import { ValidationFigures, ValidationFiguresRequest } from '../../contract/validation';
import { validationFigures } from './validation-figures';
import { evidenceApi } from '../../contract/operations/evidence';

export const evidenceRoutes = [
  defineRoute({
    operation: evidenceApi.validation,
    data: ValidationFigures,
    tag: 'Goods',
    summary: 'Validation figures of an antibody with their legends',
    description:
      'Answers data.list of ValidationFigure { kind, url, width, height, application, samples, dilution, species, kDa }: one per validated technique ' +
      '(wb, if, ihc, fc), the image a WebP under /files/validation/. Goods other than antibodies answer an empty list. Unknown goods id: code 3.',
    input: ValidationFiguresRequest,
    async handler({ goodsId }, { db, lang }) {
      const list = await validationFigures(db, goodsId, lang);
      if (!list) throw new ApiFailure(CODE.notFound, `goodsId: no goods ${goodsId}`);
      return ok({ list });
    },
  }),
];
