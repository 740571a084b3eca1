/**
 * The purchase notices (docs/product.md §2.2): tenders, requests for quotation and awards, open,
 * closed and awarded, each with the documents bidders download from /files/purchase.
 */
import type { Bilingual } from './company-pages';

interface NoticeSeed {
  noticeNo: string;
  noticeType: 'bidding' | 'inquiry' | 'award';
  status: 'open' | 'closed' | 'awarded';
  title: Bilingual<string>;
  summary: Bilingual<string>;
  body: Bilingual<string[]>;
  publishedAt: string;
  deadlineAt: string | null;
  documents: [name: string, en: string, zh: string][];
}

export const NOTICES: NoticeSeed[] = [
  {
    noticeNo: 'LS-ZB-2026-011',
    noticeType: 'bidding',
    status: 'open',
    title: { en: 'Tender: ultra-low temperature freezers for the Suzhou plant', zh: '招标公告：苏州工厂超低温冰箱采购' },
    summary: {
      en: 'Six −86 °C upright freezers, 700–800 L, with installation and three years of service.',
      zh: '采购 6 台 −86 °C 立式超低温冰箱（700–800 升），含安装及三年维保。',
    },
    body: {
      en: [
        'LabShop Life Science invites qualified suppliers to bid for six −86 °C upright ultra-low temperature freezers for its culture media plant in Suzhou BioBAY.',
        'Requirements: 700–800 L capacity, dual cooling system, remote temperature alarm, energy consumption below 12 kWh a day, delivery within 60 days of the contract.',
        'Bidders must hold a valid business licence and provide at least three comparable installations from the last three years. Bids are submitted in a sealed envelope to our procurement office.',
      ],
      zh: [
        'LabShop 生命科学现邀请合格供应商参加苏州生物纳米园培养基工厂 6 台 −86 °C 立式超低温冰箱的投标。',
        '技术要求：容积 700–800 升，双制冷系统，远程温度报警，日耗电低于 12 千瓦时，合同签订后 60 天内交货。',
        '投标人须持有有效营业执照，并提供近三年至少三个同类安装案例。投标文件密封后递交至我司采购部。',
      ],
    },
    publishedAt: '2026-10-20T02:00:00.000Z',
    deadlineAt: '2026-12-15T09:00:00.000Z',
    documents: [
      ['ls-zb-2026-011-tender', 'Tender document LS-ZB-2026-011', '招标文件 LS-ZB-2026-011'],
      ['ls-zb-2026-011-specification', 'Technical specification', '技术规格书'],
    ],
  },
  {
    noticeNo: 'LS-XJ-2026-027',
    noticeType: 'inquiry',
    status: 'open',
    title: { en: 'Request for quotation: cold-chain courier services 2027', zh: '询价公告：2027 年度冷链快递服务' },
    summary: {
      en: 'Dry-ice and 2–8 °C parcel delivery from Shanghai and Suzhou to mainland China addresses.',
      zh: '自上海、苏州发往中国大陆各地的干冰及 2–8 °C 包裹配送服务。',
    },
    body: {
      en: [
        'We request quotations for temperature-controlled courier services for the calendar year 2027, about 18,000 parcels a year.',
        'Quotes should state prices per zone and weight band, dry-ice replenishment, data-logger options and guaranteed delivery times.',
      ],
      zh: ['现就 2027 年度温控快递服务征集报价，年发货量约 18,000 件。', '报价须列明分区及重量段价格、干冰补充、温度记录仪选项和承诺时效。'],
    },
    publishedAt: '2026-11-02T02:00:00.000Z',
    deadlineAt: '2026-12-01T09:00:00.000Z',
    documents: [['ls-xj-2026-027-rfq', 'Request for quotation LS-XJ-2026-027', '询价文件 LS-XJ-2026-027']],
  },
  {
    noticeNo: 'LS-ZB-2026-008',
    noticeType: 'bidding',
    status: 'closed',
    title: { en: 'Tender: automated tissue processor and embedding station', zh: '招标公告：全自动组织脱水机及包埋机' },
    summary: {
      en: 'One closed tissue processor and one embedding station for the Wuhan histopathology platform.',
      zh: '为武汉组织病理平台采购全封闭组织脱水机和包埋机各 1 台。',
    },
    body: {
      en: ['Bidding for the Wuhan platform’s tissue processor and embedding station closed on 30 September 2026. Bids are being evaluated.'],
      zh: ['武汉平台组织脱水机及包埋机项目已于 2026 年 9 月 30 日截止投标，目前正在评标。'],
    },
    publishedAt: '2026-08-25T02:00:00.000Z',
    deadlineAt: '2026-09-30T09:00:00.000Z',
    documents: [['ls-zb-2026-008-tender', 'Tender document LS-ZB-2026-008', '招标文件 LS-ZB-2026-008']],
  },
  {
    noticeNo: 'LS-ZB-2026-005-R',
    noticeType: 'award',
    status: 'awarded',
    title: { en: 'Award: laboratory plastics framework agreement 2026–2028', zh: '中标公告：2026–2028 年实验室塑料耗材框架协议' },
    summary: {
      en: 'The framework agreement for pipette tips, tubes and plates was awarded to two suppliers.',
      zh: '吸头、离心管和培养板框架协议已授予两家供应商。',
    },
    body: {
      en: [
        'After evaluation of nine bids, the framework agreement LS-ZB-2026-005 for laboratory plastics was awarded to Jiangsu Clearwell Plastics Co., Ltd. (lot 1: tips and tubes) and Zhejiang Polyline Medical Co., Ltd. (lot 2: plates and flasks).',
        'Bidders who wish to know the reasons for the decision may write to our procurement office within seven days of this notice.',
      ],
      zh: [
        '经对九份投标文件评审，实验室塑料耗材框架协议 LS-ZB-2026-005 授予江苏清井塑料有限公司（标包一：吸头与离心管）和浙江宝联医疗用品有限公司（标包二：培养板与培养瓶）。',
        '如对结果有疑问，投标人可在公告发布之日起七日内书面联系我司采购部。',
      ],
    },
    publishedAt: '2026-06-18T02:00:00.000Z',
    deadlineAt: null,
    documents: [['ls-zb-2026-005-award', 'Award notice LS-ZB-2026-005', '中标通知 LS-ZB-2026-005']],
  },
  {
    noticeNo: 'LS-XJ-2026-014',
    noticeType: 'inquiry',
    status: 'closed',
    title: { en: 'Request for quotation: foetal bovine serum, 2,000 L', zh: '询价公告：胎牛血清 2,000 升' },
    summary: {
      en: 'South American origin, triple 0.1 µm filtered, with certificates of origin and analysis per lot.',
      zh: '南美来源，三次 0.1 µm 过滤，每批附原产地证明及检测报告。',
    },
    body: {
      en: ['Quotations for 2,000 L of foetal bovine serum in 500 mL bottles closed on 15 May 2026.'],
      zh: ['500 mL 瓶装胎牛血清 2,000 升询价已于 2026 年 5 月 15 日截止。'],
    },
    publishedAt: '2026-04-22T02:00:00.000Z',
    deadlineAt: '2026-05-15T09:00:00.000Z',
    documents: [],
  },
];
