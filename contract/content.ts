/** Banners, hot searches and the system dictionary (docs/product.md §7.1, §7.2). */
import { z } from 'zod';
import { intField, paging } from './fields';
import { dataList, listPage, whole } from './envelope';

export const Banner = z
  .object({
    id: whole(),
    title: z.string().default(''),
    pic: z.string(),
    url: z.string().nullable().default(null),
    /** JSON string `{"p":{"url":…}}` for a video banner, as the supplier's backend sends it. */
    video: z.string().nullable().default(null),
    onShelfFlag: z.boolean().default(true),
    /** A dated campaign's window (ISO 8601); null: open-ended. Only banners within it are listed. */
    validFrom: z.string().nullable().default(null),
    validUntil: z.string().nullable().default(null),
  })
  .meta({ id: 'Banner' });
export type Banner = z.infer<typeof Banner>;

export const HotSearch = z
  .object({ id: whole(), proName: z.string(), linkUrl: z.string().nullable().default(null), onShelfFlag: z.boolean().default(true) })
  .meta({ id: 'HotSearch' });
export type HotSearch = z.infer<typeof HotSearch>;

export const DictEntry = z.object({
  id: z.union([z.number(), z.string()]),
  dictCode: z.string(),
  dictValue: z.string(),
  remark: z.string().nullable().default(null),
  sort: whole().default(0),
});
export type DictEntry = z.infer<typeof DictEntry>;

/** An entry of the `country` dictionary. */
export const Country = z
  .object({ code: z.string(), enName: z.string(), cnName: z.string(), cnSpell: z.string().default(''), hot: z.boolean().default(false) })
  .meta({ id: 'Country' });
export type Country = z.infer<typeof Country>;

export const BannerPage = listPage(Banner);
export const HotSearchPage = listPage(HotSearch);
/** dictType `country` answers Country entries, every other type DictEntry. */
export const DictList = dataList(z.union([Country, DictEntry]));

/** The request of /online/toBanner/list. */
export const BannerListRequest = z.object({
  bannerType: intField()
    .pipe(z.number().min(1).max(9, { error: 'must be a banner type from 1 to 9' }))
    .default(1),
  ...paging(20, 100),
});

/** The request of /online/tihotpro/list. */
export const HotSearchesRequest = z.object({ ...paging(20, 100) });

/** The request of /sys/sysdict/list. */
export const DictListRequest = z.object({
  dictType: z
    .string({ error: 'must be a dictionary type' })
    .trim()
    .min(1, { error: 'must not be empty' })
    .max(32)
    .regex(/^[A-Za-z_-]+$/, { error: 'must be a dictionary type such as species' }),
});
