/**
 * The experimental plans (TJ…, docs/product.md §9): staining, immunostaining, protein, cell
 * culture and molecular biology protocols, written from the vocabulary. Kept apart from the
 * other articles because plans are numbered across the whole TJ tree (see articleRows).
 */
import { p, type ArticleDraft } from './article-draft';
import { ArticleBody } from './article-html';
import { categoryCodes } from './categories';
import { lowerFirst, type Phrase } from './goods-draft';
import type { Random } from './random';
import { term, vocabulary } from './vocabulary';

export function histologyPlans(random: Random): ArticleDraft[] {
  return random.subset(vocabulary.stains, 8).map((stain) => ({
    categoryId: categoryCodes.plans.histology,
    title: p(`${stain.en} staining protocol`, `${stain.zh}实验方案`),
    body: new ArticleBody()
      .paragraph(p(`${stain.en} demonstrates ${lowerFirst(stain.demonstrates_en)}.`, `${stain.zh}用于显示${stain.demonstrates_zh}。`))
      .heading(p('Procedure', '操作步骤'))
      .list(
        [
          p('Deparaffinise sections in xylene and rehydrate through graded ethanol to water.', '切片经二甲苯脱蜡，梯度乙醇水化至水。'),
          p('Stain following the kit instructions.', '按试剂盒说明书进行染色。'),
          p('Rinse, differentiate where required, and rinse again.', '冲洗，必要时分化后再次冲洗。'),
          p('Dehydrate, clear and mount with neutral balsam.', '脱水、透明，中性树胶封片。'),
        ],
        true,
      )
      .heading(p('Expected result', '染色结果'))
      .paragraph(p(stain.result_en, stain.result_zh)),
  }));
}

export function immunostainingPlans(): ArticleDraft[] {
  const steps: Phrase[] = [
    p('Fix the sample and, for sections, retrieve antigens.', '固定样本；切片需进行抗原修复。'),
    p('Permeabilise and block with normal serum or BSA.', '通透后用正常血清或BSA封闭。'),
    p('Incubate with the primary antibody at the recommended dilution.', '按推荐稀释度孵育一抗。'),
    p('Wash and incubate with a labelled secondary antibody.', '洗涤后孵育标记二抗。'),
    p('Detect, counterstain and mount.', '显色或荧光检测，复染并封片。'),
  ];
  return ['IHC-P', 'IHC-F', 'IF', 'ICC', 'FC'].map((id) => {
    const app = term(vocabulary.applications, id);
    return {
      categoryId: categoryCodes.plans.immunostaining,
      title: p(`${app.en} (${app.id}) protocol`, `${app.zh}（${app.id}）实验方案`),
      body: new ArticleBody().paragraph(p(`A general protocol for ${lowerFirst(app.en)}.`, `${app.zh}通用实验方案。`)).list(steps, true),
    };
  });
}

export function proteinPlans(): ArticleDraft[] {
  const bca = term(vocabulary.reagents, 'bca-kit');
  const plans: ArticleDraft[] = ['WB', 'IP', 'Co-IP', 'ELISA', 'ChIP'].map((id) => {
    const app = term(vocabulary.applications, id);
    return {
      categoryId: categoryCodes.plans.protein,
      title: p(`${app.en} (${app.id}) protocol`, `${app.zh}（${app.id}）实验方案`),
      body: new ArticleBody()
        .paragraph(p(`A step-by-step protocol for ${lowerFirst(app.en)}.`, `${app.zh}分步实验方案。`))
        .list(
          [
            p('Prepare lysates in RIPA buffer with protease inhibitors.', '用含蛋白酶抑制剂的RIPA裂解液制备样本。'),
            p('Measure protein concentration and equalise loading.', '测定蛋白浓度并统一上样量。'),
            p('Follow the application-specific steps and controls.', '按该实验的特定步骤操作并设置对照。'),
          ],
          true,
        ),
    };
  });
  plans.push({
    categoryId: categoryCodes.plans.protein,
    title: p(`Protein quantification with the ${bca.en}`, `${bca.zh}使用方案`),
    body: new ArticleBody()
      .paragraph(p('Measure protein concentration in the range 20–2000 µg/mL.', '适用于20–2000 µg/mL范围内的蛋白浓度测定。'))
      .list(
        [
          p('Prepare standards.', '配制标准品。'),
          p('Mix working reagent.', '配制工作液。'),
          p('Incubate at 37 °C for 30 minutes and read at 562 nm.', '37 °C孵育30分钟，于562 nm读数。'),
        ],
        true,
      ),
  });
  return plans;
}

export function cellCulturePlans(random: Random): ArticleDraft[] {
  return random.subset(vocabulary.cellLines, 8).map((line) => {
    const medium = term(vocabulary.media, line.medium);
    const growth = term(vocabulary.growthModes, line.growth);
    const passage: Phrase =
      line.growth === 'suspension'
        ? p('Passage by dilution into fresh medium every 2–3 days.', '每2–3天用新鲜培养基稀释传代。')
        : p('Passage at 80–90% confluence with trypsin-EDTA.', '细胞汇合度达80–90%时用胰蛋白酶-EDTA消化传代。');
    return {
      categoryId: categoryCodes.plans.cellCulture,
      title: p(`Culturing ${line.name} cells`, `${line.name}细胞培养方案`),
      body: new ArticleBody()
        .paragraph(p(`${line.name}: ${line.tissue_en}.`, `${line.name}：${line.zh}，来源于${line.tissue_zh}。`))
        .table(
          [p('Item', '项目'), p('Condition', '条件')],
          [
            [p('Medium', '培养基'), p(`${medium.en} + ${line.serum}`, `${medium.zh} + ${line.serum_zh}`)],
            [p('Growth', '生长方式'), growth],
            [p('Atmosphere', '培养环境'), p('37 °C, 5% CO2', '37 °C，5% CO2')],
          ],
        )
        .paragraph(passage),
    };
  });
}

export function molecularPlans(): ArticleDraft[] {
  return ['rna-isolation', 'rt-kit', 'sybr-qpcr-mix', 'taq-mix', 'plasmid-miniprep', 'gdna-kit'].map((id) => {
    const reagent = term(vocabulary.reagents, id);
    return {
      categoryId: categoryCodes.plans.molecular,
      title: p(`Protocol: ${reagent.en}`, `${reagent.zh}操作方案`),
      body: new ArticleBody()
        .paragraph(p(`How to use the ${lowerFirst(reagent.en)} in routine experiments.`, `${reagent.zh}在常规实验中的使用方法。`))
        .list(
          [
            p('Work on ice with RNase/DNase-free consumables.', '在冰上操作，使用无RNase/DNase耗材。'),
            p('Follow the volumes in the product manual.', '按产品说明书中的体积加样。'),
            p('Include a negative control in every run.', '每次实验均设置阴性对照。'),
          ],
          true,
        ),
    };
  });
}
