/** Validation figures of an antibody (docs/product.md §2.6): generated images and their legends. */
import { z } from 'zod';
import { whole } from './envelope';
import { goodsIdField } from './fields';

export const VALIDATION_KINDS = ['wb', 'if', 'ihc', 'fc'] as const;

export const ValidationFigure = z
  .object({
    /** wb western blot, if immunofluorescence, ihc immunohistochemistry, fc flow cytometry. */
    kind: z.enum(VALIDATION_KINDS),
    /** The image on the file host (WebP). */
    url: z.string(),
    width: whole(),
    height: whole(),
    /** Application code the figure shows (WB, IF, IHC-P, FC…). */
    application: z.string(),
    /** Samples, in the caller's language where they are tissues. */
    samples: z.array(z.string()),
    dilution: z.string(),
    species: z.string(),
    /** Western blots: the band's calculated weight. */
    kDa: z.number().nullable(),
  })
  .meta({ id: 'ValidationFigure' });
export type ValidationFigure = z.infer<typeof ValidationFigure>;

export const ValidationFigures = z.object({ list: z.array(ValidationFigure) });
export type ValidationFigures = z.infer<typeof ValidationFigures>;

/** The request of /online/togoods/validation. */
export const ValidationFiguresRequest = z.object({ goodsId: goodsIdField().meta({ description: 'Goods id', example: 1 }) });
