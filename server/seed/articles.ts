/**
 * Articles: news (XWZX), events and promotions (HDCX), catalogues (catalog), experimental
 * plans (TJ…), learning support (XXPT…) and the 'Double Eleven' page (CS0112), written from
 * the vocabulary so products, stains and cell lines named in them exist in the catalogue.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { articles } from '../db/schema';
import { CATEGORY } from '../../contract/categories';
import { PROMOTION_ARTICLE_ID, planArticleId } from '../../contract/article-constants';
import { p, type ArticleDraft } from './article-draft';
import { ArticleBody } from './article-html';
import { cellCulturePlans, histologyPlans, immunostainingPlans, molecularPlans, proteinPlans } from './articles-plans';
import { categoryCodes, categoryRows } from './categories';
import { joinEn, joinZh, lowerFirst, slug, type Phrase } from './goods-draft';
import { REFERENCE_DATE } from './goods';
import { createRandom, type Random } from './random';
import { isPlainTarget, term, vocabulary } from './vocabulary';

type ArticleRow = typeof articles.$inferInsert;

const DAY = 86_400_000;

function news(random: Random): ArticleDraft[] {
  const targets = random.sample(
    vocabulary.antibodyTargets.filter((t) => isPlainTarget(t) && (t.area === 'immuno' || t.area === 'cancer')),
    3,
  );
  const reagents = random.sample(vocabulary.reagents, 2);
  const stains = random.sample(
    vocabulary.stains.filter((s) => s.category === 'special'),
    2,
  );
  const line = random.pick(vocabulary.cellLines);
  const medium = term(vocabulary.media, line.medium);
  return [
    ...targets.map((t) => ({
      categoryId: 'XWZX',
      title: p(`New recombinant rabbit monoclonal antibodies against ${t.symbol}`, `${t.symbol}重组兔单克隆抗体新品上市`),
      body: new ArticleBody()
        .paragraph(
          p(
            `We have added recombinant rabbit monoclonal antibodies against ${t.en} (${t.symbol}) to the catalogue.`,
            `我们新增了针对${t.symbol}的重组兔单克隆抗体。${t.symbol}即${t.zh}。`,
          ),
        )
        .paragraph(
          p(
            'Recombinant production gives the same antibody from lot to lot. Each lot is validated by Western blot, and by immunohistochemistry on paraffin sections where the target allows.',
            '重组表达保证了批间一致性。每批产品均经Western blot验证，适用的靶点还经过石蜡切片免疫组化验证。',
          ),
        )
        .link(`/search-result?search=${encodeURIComponent(t.symbol)}`, p(`See all ${t.symbol} antibodies`, `查看全部${t.symbol}抗体`)),
    })),
    ...reagents.map((r) => ({
      categoryId: 'XWZX',
      title: p(`${r.en}: now in more pack sizes`, `${r.zh}新增包装规格`),
      body: new ArticleBody()
        .paragraph(p(`${r.en} is now available as ${joinEn(r.sizes)}.`, `${r.zh}现提供${joinZh(r.sizes)}等规格。`))
        .paragraph(
          p(
            'Larger packs lower the cost per experiment for busy laboratories; the formulation is unchanged.',
            '大包装可降低高通量实验室的单次实验成本，配方保持不变。',
          ),
        ),
    })),
    ...stains.map((s) => ({
      categoryId: 'XWZX',
      title: p(`Histopathology service adds ${s.en}`, `组织病理服务新增${s.zh}`),
      body: new ArticleBody()
        .paragraph(
          p(
            `Our histopathology platform now offers ${s.en} as a service. It demonstrates ${lowerFirst(s.demonstrates_en)}.`,
            `组织病理平台现可提供${s.zh}服务，用于显示${s.demonstrates_zh}。`,
          ),
        )
        .heading(p('Expected result', '染色结果'))
        .paragraph(p(s.result_en, s.result_zh))
        .link(`/goods-list?id=${categoryCodes.testing.histology ?? 'FW001'}`, p('Histopathology services', '组织病理服务')),
    })),
    {
      categoryId: 'XWZX',
      title: p(`Cell bank adds ${line.name}`, `细胞库新增${line.zh} ${line.name}`),
      body: new ArticleBody()
        .paragraph(p(`${line.name} (${line.tissue_en}) is now available from our cell bank.`, `细胞库现可提供${line.name}（${line.tissue_zh}）。`))
        .paragraph(p(`Recommended culture: ${medium.en} with ${line.serum}.`, `推荐培养条件：${medium.zh} + ${line.serum_zh}。`)),
      draft: true,
    },
  ];
}

function events(): ArticleDraft[] {
  return [
    {
      categoryId: 'HDCX',
      promotion: true,
      title: p('Double Eleven: up to 30% off antibodies and reagents', '双十一：抗体与试剂低至7折'),
      body: new ArticleBody()
        .paragraph(p('From 1 to 11 November, selected primary antibodies and reagents are up to 30% off.', '11月1日至11日，精选一抗及试剂低至7折。'))
        .link(`/promotionTrialList?id=${categoryCodes.trial.doubleEleven}`, p('See the Double Eleven offers', '查看双十一特惠商品')),
    },
    {
      categoryId: 'HDCX',
      title: p('Free trial packs of primary antibodies', '一抗免费试用装申领'),
      body: new ArticleBody()
        .paragraph(
          p(
            'Apply for a free trial pack before you buy. One application every 3 days, up to 3 samples each time, one application per laboratory; the trial lasts two weeks.',
            '购买前可申领免费试用装。每3天可申请一次，每次最多3个样品，每个实验室限申请一次，试用期两周。',
          ),
        )
        .link(`/promotionTrialList?id=${categoryCodes.trial.antibody}`, p('Antibody trial packs', '抗体试用装')),
    },
    {
      categoryId: 'HDCX',
      title: p('Spend and save on consumables', '耗材满减活动'),
      body: new ArticleBody()
        .paragraph(p('Spend 1,000 CNY on consumables and get 100 CNY off.', '耗材满1000元立减100元。'))
        .link('/consumables', p('Browse consumables', '浏览耗材')),
    },
    {
      categoryId: 'HDCX',
      title: p('Buy two, get one: secondary antibodies', '二抗买二赠一'),
      body: new ArticleBody().paragraph(p('Buy two secondary antibodies and receive a third one free.', '购买任意两支二抗，即赠送一支。')),
    },
    {
      categoryId: 'HDCX',
      title: p('Webinar: multiplex immunofluorescence with TSA', '在线讲座：基于TSA的多重免疫荧光'),
      body: new ArticleBody()
        .paragraph(
          p(
            'Our application scientists explain panel design, antibody order and spectral unmixing for tyramide signal amplification.',
            '应用科学家将讲解酪胺信号放大（TSA）多重免疫荧光的抗体组合设计、染色顺序及光谱拆分。',
          ),
        )
        .list([p('Panel design', '抗体组合设计'), p('Staining order and antibody stripping', '染色顺序与抗体洗脱'), p('Image analysis', '图像分析')]),
    },
    {
      categoryId: 'HDCX',
      title: p('New customers: 15% off testing services', '新客户检测服务85折'),
      body: new ArticleBody().paragraph(p('Your first testing service order is 15% off.', '新客户首次下单检测服务可享85折优惠。')),
    },
  ];
}

function catalogues(): ArticleDraft[] {
  const childrenOf = (code: string): Phrase[] => categoryRows.filter((row) => row.pid === code).map((row) => p(row.dictValueEn, row.dictValueZh));
  const entries: [string, Phrase][] = [
    ['CP002', p('Primary antibody catalogue', '一抗产品目录')],
    ['CP009', p('Labelled antibody catalogue', '标记抗体产品目录')],
    ['CP001', p('Reagent catalogue', '试剂产品目录')],
    ['CP001015001020', p('Consumables catalogue', '耗材产品目录')],
    ['CP014', p('Instrument brochure', '仪器产品手册')],
    ['FW001', p('Analytical testing price list', '分析检测价目表')],
  ];
  return entries.map(([code, title]) => ({
    categoryId: 'catalog',
    title,
    body: new ArticleBody()
      .paragraph(p(`${title.en} covering:`, `${title.zh}包含以下类别：`))
      .list(childrenOf(code))
      .link(`/files/catalogs/${slug(title.en).toLowerCase()}.pdf`, p('Download the PDF', '下载PDF')),
  }));
}

function learning(): ArticleDraft[] {
  const guides = ['WB', 'IHC-P', 'IF', 'FC', 'ChIP'].map((id) => {
    const app = term(vocabulary.applications, id);
    return {
      categoryId: categoryCodes.learning.guides,
      title: p(`How to choose an antibody for ${lowerFirst(app.en)}`, `${app.zh}实验如何选择抗体`),
      body: new ArticleBody()
        .paragraph(
          p(
            `Check that the antibody is validated for ${app.id} in your species, and compare clonality and host with your other reagents.`,
            `请确认抗体已在您的物种中经过${app.id}验证，并结合其他试剂比较克隆类型与宿主。`,
          ),
        )
        .list([p('Validated application', '已验证的应用'), p('Species reactivity', '反应种属'), p('Clonality and host', '克隆类型与宿主')]),
    };
  });
  const questions: [Phrase, Phrase][] = [
    [
      p('How should antibodies be stored?', '抗体应如何保存？'),
      p('Store at −20 °C in aliquots and avoid repeated freeze–thaw cycles.', '分装后−20 °C保存，避免反复冻融。'),
    ],
    [
      p('Why are prices shown in USD?', '为什么价格以美元显示？'),
      p(
        'Prices are set in CNY and converted to USD at a fixed rate of 7.2, rounded to 2 decimals.',
        '价格以人民币定价，按7.2的固定汇率换算为美元，保留两位小数。',
      ),
    ],
    [p('How soon will you answer my inquiry?', '询价多久能得到回复？'), p('We reply to every inquiry within 24 hours.', '我们会在24小时内回复每一条询价。')],
    [
      p('Who can apply for a free trial?', '哪些用户可以申请免费试用？'),
      p(
        'One application per laboratory, once every 3 days, up to 3 samples each; the trial lasts two weeks.',
        '每个实验室限申请一次，每3天一次，每次最多3个样品，试用期两周。',
      ),
    ],
    [
      p('How do I send samples for a testing service?', '检测服务如何寄送样本？'),
      p(
        'Download the sample submission form from the service page and ship fixed tissue at room temperature.',
        '请在服务页面下载送样单，固定后的组织可室温寄送。',
      ),
    ],
  ];
  const faq: ArticleDraft[] = questions.map(([question, answer]) => ({
    categoryId: categoryCodes.learning.faq,
    title: question,
    body: new ArticleBody().paragraph(answer),
  }));
  const webinars = ['cancer', 'neuro', 'immuno', 'epigenetics', 'metabolism'].map((id) => {
    const area = term(vocabulary.researchAreas, id);
    return {
      categoryId: categoryCodes.learning.webinars,
      title: p(`Webinar: antibody tools for ${lowerFirst(area.en)}`, `在线讲座：${area.zh}研究中的抗体工具`),
      body: new ArticleBody().paragraph(
        p(`Key markers and validated antibodies in ${lowerFirst(area.en)} research.`, `${area.zh}研究中的关键标志物与已验证抗体。`),
      ),
    };
  });
  return [...guides, ...faq, ...webinars];
}

function doubleEleven(): ArticleDraft {
  return {
    categoryId: categoryCodes.trial.doubleEleven,
    title: p('Double Eleven shopping festival', '双十一购物节'),
    body: new ArticleBody()
      .paragraph(p('Our biggest sale of the year runs from 1 to 11 November.', '年度最大促销活动：11月1日至11日。'))
      .table(
        [p('Offer', '活动'), p('Details', '内容')],
        [
          [p('Discount', '折扣'), p('Selected antibodies up to 30% off', '精选抗体低至7折')],
          [p('Spend and save', '满减'), p('100 CNY off every 1,000 CNY', '每满1000元减100元')],
          [p('Gifts', '赠品'), p('A free secondary antibody with two primaries', '购买两支一抗赠送一支二抗')],
        ],
      )
      .link(`/promotionTrialList?id=${categoryCodes.trial.doubleEleven}`, p('Shop the offers', '立即选购')),
  };
}

function articleRows(): ArticleRow[] {
  const random = createRandom('articles');
  const drafts = [
    ...news(random),
    ...events(),
    ...catalogues(),
    ...histologyPlans(random),
    ...immunostainingPlans(),
    ...proteinPlans(),
    ...cellCulturePlans(random),
    ...molecularPlans(),
    ...learning(),
    doubleEleven(),
  ];
  // Experimental plans are numbered across the whole TJ tree, and plan N is article N − 1 + 4485
  // (docs/product.md §9); other articles are numbered within their category.
  const sortByCategory = new Map<string, number>();
  return drafts.map((draft) => {
    const isPlan = draft.categoryId.startsWith(CATEGORY.EXPERIMENTAL_PLANS);
    const counter = isPlan ? CATEGORY.EXPERIMENTAL_PLANS : draft.categoryId;
    const sort = (sortByCategory.get(counter) ?? 0) + 1;
    sortByCategory.set(counter, sort);
    const summary = draft.body.summary();
    const id = isPlan ? planArticleId(sort) : draft.promotion ? PROMOTION_ARTICLE_ID : undefined;
    return {
      ...(id === undefined ? {} : { id }),
      categoryId: draft.categoryId,
      titleEn: draft.title.en,
      titleZh: draft.title.zh,
      summaryEn: summary.en,
      summaryZh: summary.zh,
      contentEn: draft.body.render('en'),
      contentZh: draft.body.render('zh'),
      cover: `/files/articles/${draft.categoryId}-${sort}.svg`,
      status: draft.draft ? 0 : 1,
      sort,
      publishedAt: new Date(REFERENCE_DATE - random.int(1, 700) * DAY),
    };
  });
}

export async function insertArticles(db: Db): Promise<number> {
  const rows = articleRows();
  await db.insert(articles).values(rows);
  // Rows with fixed ids leave the sequence behind; articles added later must not collide with them.
  await db.execute(sql`SELECT setval(pg_get_serial_sequence('articles', 'id'), (SELECT max(id) FROM articles))`);
  return rows.length;
}
