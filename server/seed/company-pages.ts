/**
 * The company's own pages (docs/product.md §2.2) in both languages. They are copy, edited as
 * text, so they live apart from insertCompany, which only writes them to the table.
 */
import type { CompanySectionRow } from '../db/schema';

export type Bilingual<T> = { en: T; zh: T };

const section = (heading: string, parts: Partial<Omit<CompanySectionRow, 'heading'>> = {}): CompanySectionRow => ({
  heading,
  paragraphs: parts.paragraphs ?? [],
  items: parts.items ?? [],
  table: parts.table ?? null,
});

interface PageSeed {
  slug: string;
  title: Bilingual<string>;
  summary: Bilingual<string>;
  sections: Bilingual<CompanySectionRow[]>;
}

const profile: PageSeed = {
  slug: 'profile',
  title: { en: 'About LabShop Life Science', zh: '关于 LabShop 生命科学' },
  summary: {
    en: 'LabShop Life Science supplies research laboratories with reagents, antibodies, consumables, instruments, culture media and testing services from its head office in Shanghai.',
    zh: 'LabShop 生命科学总部位于上海，为科研实验室提供试剂、抗体、耗材、仪器、培养基及检测服务。',
  },
  sections: {
    en: [
      section('Who we are', {
        paragraphs: [
          'Founded in 2009, LabShop Life Science began as a small antibody validation laboratory in Zhangjiang Hi-Tech Park. Today our team of more than 400 people develops, manufactures and distributes research products to universities, hospitals, CROs and biopharmaceutical companies in over 40 countries and regions.',
          'Every lot we release is tested in our own quality-control laboratory, and every product page lists the applications and species it was validated for.',
        ],
      }),
      section('What we offer', {
        items: [
          'More than 12,000 primary and secondary antibodies validated for WB, IHC, IF and flow cytometry',
          'Protein research reagents, ELISA kits and molecular biology enzymes',
          'Classic and serum-free culture media, sera and cell culture consumables',
          'Laboratory instruments and plastics for daily bench work',
          'Histopathology, multiplex immunofluorescence and antibody development services',
        ],
      }),
      section('Quality and certification', {
        paragraphs: ['Our production and testing sites work under a quality management system certified to ISO 9001:2015 and ISO 13485:2016.'],
        table: {
          columns: ['Site', 'Activities', 'Certification'],
          rows: [
            ['Shanghai, Zhangjiang', 'Antibody production, QC laboratory, warehouse', 'ISO 9001:2015, ISO 13485:2016'],
            ['Suzhou, BioBAY', 'Culture media and buffers, GMP-grade filling', 'ISO 9001:2015'],
            ['Wuhan, Optics Valley', 'Histopathology and imaging services', 'CNAS-accredited laboratory'],
          ],
        },
      }),
      section('Milestones', {
        table: {
          columns: ['Year', 'Milestone'],
          rows: [
            ['2009', 'Founded in Shanghai as an antibody validation laboratory'],
            ['2013', 'First catalogue of 1,000 validated antibodies'],
            ['2017', 'Culture media plant opens in Suzhou'],
            ['2020', 'Histopathology service platform opens in Wuhan'],
            ['2024', 'Distributor network reaches 40 countries and regions'],
          ],
        },
      }),
    ],
    zh: [
      section('我们是谁', {
        paragraphs: [
          'LabShop 生命科学成立于 2009 年，起步于张江高科技园区的一个抗体验证实验室。如今我们拥有 400 余名员工，为 40 多个国家和地区的高校、医院、CRO 及生物医药企业研发、生产和销售科研产品。',
          '每一批产品在放行前都经过我们自有质控实验室的检测，每个产品页面都列出了经过验证的应用和种属。',
        ],
      }),
      section('我们提供', {
        items: [
          '12,000 余种经 WB、IHC、IF 和流式验证的一抗与二抗',
          '蛋白研究试剂、ELISA 试剂盒和分子生物学用酶',
          '经典及无血清培养基、血清和细胞培养耗材',
          '日常实验所需的仪器和塑料耗材',
          '组织病理、多重免疫荧光和抗体开发服务',
        ],
      }),
      section('质量与认证', {
        paragraphs: ['我们的生产和检测基地按照 ISO 9001:2015 与 ISO 13485:2016 认证的质量管理体系运行。'],
        table: {
          columns: ['基地', '业务', '认证'],
          rows: [
            ['上海张江', '抗体生产、质控实验室、仓储', 'ISO 9001:2015、ISO 13485:2016'],
            ['苏州生物纳米园', '培养基与缓冲液、GMP 级灌装', 'ISO 9001:2015'],
            ['武汉光谷', '组织病理与成像服务', 'CNAS 认可实验室'],
          ],
        },
      }),
      section('发展历程', {
        table: {
          columns: ['年份', '里程碑'],
          rows: [
            ['2009', '在上海成立抗体验证实验室'],
            ['2013', '发布首本收录 1,000 种验证抗体的产品目录'],
            ['2017', '苏州培养基工厂投产'],
            ['2020', '武汉组织病理服务平台启用'],
            ['2024', '经销网络覆盖 40 个国家和地区'],
          ],
        },
      }),
    ],
  },
};

const catalog: PageSeed = {
  slug: 'catalog',
  title: { en: 'Product catalogues', zh: '产品目录' },
  summary: {
    en: 'Download our current product catalogues as PDF files. Printed copies are free of charge: ask our sales team.',
    zh: '下载最新的 PDF 版产品目录。如需纸质版，可免费向销售团队索取。',
  },
  sections: {
    en: [
      section('Which catalogue do I need?', {
        items: [
          'Antibody catalogue: primary and secondary antibodies with validated applications and species',
          'Cell culture catalogue: media, sera, supplements and culture vessels',
          'Reagents and consumables catalogue: protein, molecular biology and general laboratory products',
          'Services brochure: histopathology, multiplex immunofluorescence and custom antibody projects',
        ],
      }),
      section('Prices and updates', {
        paragraphs: ['Catalogues are updated every January and July. Prices on this website always take precedence over printed prices.'],
      }),
    ],
    zh: [
      section('我需要哪本目录？', {
        items: [
          '抗体目录：一抗与二抗，附验证应用与种属',
          '细胞培养目录：培养基、血清、添加剂与培养器皿',
          '试剂与耗材目录：蛋白、分子生物学及通用实验室产品',
          '服务手册：组织病理、多重免疫荧光与定制抗体项目',
        ],
      }),
      section('价格与更新', {
        paragraphs: ['目录每年一月和七月更新。价格以本网站为准，印刷版价格仅供参考。'],
      }),
    ],
  },
};

const distributorsPage: PageSeed = {
  slug: 'distributors',
  title: { en: 'Distributors', zh: '经销商' },
  summary: {
    en: 'Our products are available worldwide through authorised distributors. Where no distributor is listed, order directly from our head office.',
    zh: '我们的产品通过授权经销商销往全球。所在国家或地区没有经销商时，请直接向总部订购。',
  },
  sections: {
    en: [
      section('Becoming a distributor', {
        paragraphs: [
          'We welcome partners with a life-science sales team and cold-chain logistics. Write to our business development team at partners@labshop.example.',
        ],
      }),
    ],
    zh: [
      section('成为经销商', { paragraphs: ['我们欢迎拥有生命科学销售团队和冷链物流能力的合作伙伴。请发送邮件至 partners@labshop.example 联系业务拓展团队。'] }),
    ],
  },
};

const staining: PageSeed = {
  slug: 'staining',
  title: { en: 'Common staining protocols', zh: '常用染色方法' },
  summary: {
    en: 'Working protocols for the stains our histopathology laboratory uses every day, with reagents, times and expected results.',
    zh: '我们组织病理实验室日常使用的染色方法，包括试剂、时间和预期结果。',
  },
  sections: {
    en: [
      section('Stains at a glance', {
        table: {
          columns: ['Stain', 'Purpose', 'Key reagents', 'Result'],
          rows: [
            ['Haematoxylin and eosin (H&E)', 'General tissue morphology', 'Mayer’s haematoxylin, eosin Y', 'Nuclei blue, cytoplasm pink'],
            [
              'Masson’s trichrome',
              'Collagen fibres, fibrosis',
              'Weigert’s haematoxylin, Biebrich scarlet, aniline blue',
              'Collagen blue, muscle red, nuclei black',
            ],
            ['Periodic acid–Schiff (PAS)', 'Glycogen, mucins, basement membranes', 'Periodic acid, Schiff reagent', 'Glycogen and mucins magenta'],
            ['Sirius red', 'Collagen quantification', 'Picro-sirius red', 'Collagen red; birefringent under polarised light'],
            ['Oil Red O', 'Neutral lipids (frozen sections)', 'Oil Red O in isopropanol', 'Lipid droplets red'],
            ['Nissl (cresyl violet)', 'Neurons', 'Cresyl violet acetate', 'Nissl bodies violet'],
          ],
        },
      }),
      section('H&E staining of paraffin sections', {
        items: [
          'Dewax in xylene, 2 × 10 min; rehydrate through 100%, 95% and 70% ethanol, 2 min each',
          'Haematoxylin 5 min; rinse in running tap water 5 min',
          'Differentiate in 1% acid alcohol for 5 s; blue in 0.2% ammonia water for 30 s',
          'Eosin 1–2 min; dehydrate through graded ethanol, clear in xylene and mount',
        ],
      }),
      section('Tips', {
        paragraphs: [
          'Filter haematoxylin before use to avoid precipitate on the section. Check staining intensity on a control slide with every new reagent lot.',
        ],
      }),
    ],
    zh: [
      section('染色方法一览', {
        table: {
          columns: ['染色', '用途', '主要试剂', '结果'],
          rows: [
            ['苏木精-伊红（HE）', '常规组织形态', 'Mayer 苏木精、伊红 Y', '细胞核蓝色，细胞质粉红色'],
            ['Masson 三色', '胶原纤维、纤维化', 'Weigert 苏木精、丽春红、苯胺蓝', '胶原蓝色，肌纤维红色，细胞核黑色'],
            ['过碘酸-雪夫（PAS）', '糖原、黏液、基底膜', '过碘酸、雪夫试剂', '糖原和黏液呈品红色'],
            ['天狼星红', '胶原定量', '苦味酸-天狼星红', '胶原红色，偏振光下呈双折光'],
            ['油红 O', '中性脂质（冰冻切片）', '油红 O 异丙醇溶液', '脂滴红色'],
            ['尼氏（甲酚紫）', '神经元', '醋酸甲酚紫', '尼氏小体紫色'],
          ],
        },
      }),
      section('石蜡切片 HE 染色', {
        items: [
          '二甲苯脱蜡 2 × 10 分钟；依次经 100%、95%、70% 乙醇复水，各 2 分钟',
          '苏木精染色 5 分钟；流水冲洗 5 分钟',
          '1% 盐酸乙醇分化 5 秒；0.2% 氨水返蓝 30 秒',
          '伊红染色 1–2 分钟；梯度乙醇脱水，二甲苯透明后封片',
        ],
      }),
      section('小贴士', {
        paragraphs: ['苏木精使用前需过滤，以免切片上出现沉淀。每更换一批新试剂，都应在对照切片上检查染色强度。'],
      }),
    ],
  },
};

const transport: PageSeed = {
  slug: 'transport',
  title: { en: 'Storage and transport conditions', zh: '储存与运输条件' },
  summary: {
    en: 'How we ship and how to store reagents, antibodies, culture media and cells on arrival. The label of each product takes precedence over these general rules.',
    zh: '我们如何运输，以及收货后如何储存试剂、抗体、培养基和细胞。具体以各产品标签为准。',
  },
  sections: {
    en: [
      section('Conditions by product type', {
        table: {
          columns: ['Product type', 'Shipped', 'Store on arrival', 'Shelf life'],
          rows: [
            ['Antibodies (liquid)', 'Ice packs, 2–8 °C', '−20 °C in aliquots; avoid repeated freeze–thaw', '12 months'],
            ['Enzymes and recombinant proteins', 'Dry ice', '−80 °C (enzymes in glycerol at −20 °C)', '12 months'],
            ['ELISA kits', 'Ice packs, 2–8 °C', '2–8 °C; do not freeze', '6–12 months'],
            ['Liquid culture media', 'Ice packs, 2–8 °C', '2–8 °C, protected from light', '12 months'],
            ['Powdered media and buffers', 'Ambient', '2–8 °C or room temperature, dry', '24–36 months'],
            ['Foetal bovine serum', 'Dry ice', '−20 °C; thaw at 2–8 °C overnight', '5 years'],
            ['Cell lines', 'Dry ice (frozen) or 37 °C (growing)', 'Liquid nitrogen vapour phase, below −150 °C', '—'],
          ],
        },
      }),
      section('On arrival', {
        items: [
          'Unpack at once and check that ice packs are still cold or dry ice remains',
          'Photograph any damaged or thawed package and contact us within 48 hours',
          'Move frozen cells to liquid nitrogen or thaw them the same day',
        ],
      }),
      section('Cold chain', {
        paragraphs: [
          'Temperature-sensitive goods travel in validated insulated boxes with a data logger on request. Orders for dry-ice shipment leave Monday to Wednesday so they never wait in a depot over a weekend.',
        ],
      }),
    ],
    zh: [
      section('按产品类型的条件', {
        table: {
          columns: ['产品类型', '运输', '收货后储存', '有效期'],
          rows: [
            ['抗体（液体）', '冰袋，2–8 °C', '−20 °C 分装保存，避免反复冻融', '12 个月'],
            ['酶与重组蛋白', '干冰', '−80 °C（甘油保存的酶 −20 °C）', '12 个月'],
            ['ELISA 试剂盒', '冰袋，2–8 °C', '2–8 °C，请勿冷冻', '6–12 个月'],
            ['液体培养基', '冰袋，2–8 °C', '2–8 °C 避光保存', '12 个月'],
            ['粉末培养基与缓冲液', '常温', '2–8 °C 或室温干燥保存', '24–36 个月'],
            ['胎牛血清', '干冰', '−20 °C；2–8 °C 过夜解冻', '5 年'],
            ['细胞株', '干冰（冻存）或 37 °C（活细胞）', '液氮气相，低于 −150 °C', '—'],
          ],
        },
      }),
      section('收货时', {
        items: ['立即开箱，确认冰袋仍冷或干冰尚有剩余', '包装破损或产品融化时请拍照，并在 48 小时内联系我们', '冻存细胞当天转入液氮或复苏'],
      }),
      section('冷链', {
        paragraphs: ['温度敏感产品使用经过验证的保温箱运输，可按需附带温度记录仪。干冰运输的订单仅在周一至周三发货，避免周末滞留中转站。'],
      }),
    ],
  },
};

export const PAGES = [profile, catalog, distributorsPage, staining, transport];
