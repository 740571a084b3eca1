import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AntibodyCitationLine } from '@/components/goods/detail/antibody-citation';
import { BoundGoodsTable } from '@/components/goods/detail/bound-goods-table';
import { categoryCrumbs } from '@/components/goods/detail/crumbs';
import { DetailSection } from '@/components/goods/detail/detail-section';
import { GoodsBreadcrumbs } from '@/components/goods/detail/goods-breadcrumbs';
import { GoodsCitations } from '@/components/goods/detail/goods-citations';
import { GoodsDocuments } from '@/components/goods/detail/goods-documents';
import { GoodsEvaluationList } from '@/components/goods/detail/goods-evaluations';
import { GoodsValidation } from '@/components/goods/detail/goods-validation';
import { GoodsGallery } from '@/components/goods/detail/goods-gallery';
import { GoodsHeading } from '@/components/goods/detail/goods-heading';
import { GoodsInformation } from '@/components/goods/detail/goods-information';
import { goodsJsonLd } from '@/components/goods/detail/goods-json-ld';
import { goodsImages, loadGoodsPage, pageExtras } from './data';
import { GuessYouLike } from '@/components/goods/detail/guess-you-like';
import { InquiryActions } from '@/components/goods/detail/inquiry-actions';
import { AlternativeGoods } from '@/components/goods/alternative-goods';
import { getAlternatives } from '@/lib/api/goods';
import { fallback } from '@/lib/api/fallback';
import { GOODS_ISLAND_MESSAGES } from '@/components/goods/detail/island-messages';
import { JsonLdScript } from '@/components/ui/json-ld';
import { RecordView } from '@/components/goods/detail/record-view';
import { WechatShareCard } from '@/components/wechat/wechat-share-card';
import { TrackView } from '@/components/analytics/analytics';
import { viewItem } from '@/lib/analytics/page-events';
import type { GoodsPageView } from '@/lib/api/goods-page';
import { ApplyTrialLink } from '@/components/trials/apply-trial-link';
import { CompareToggle } from '@/components/compare/compare-toggle';
import { CATEGORY, rootCode } from '@/lib/catalogue/category-codes';
import { SkuTable } from '@/components/goods/detail/sku-table';
import { Container } from '@/components/ui/container';
import { CurrencyNote } from '@/components/ui/currency-note';
import { IslandMessages } from '@/components/ui/island-messages';
import { isSellable } from '@/lib/catalogue/availability';
import { goodsHref } from '@/lib/catalogue/category-routing';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { publicPageMetadata } from '@/lib/page-metadata';
import { imageUrl } from '@/lib/catalogue/image';
import { imageHost, siteUrl } from '@/lib/site';
import { metaDescription } from '@/lib/structured-data';
import styles from './page.module.css';

// Served from Next's cache and refreshed in the background; ids render on first request.
export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

type Props = PageProps<'/[locale]/goods/[id]'>;

const detailPath = (id: number) => goodsHref(id);

/** The page's title, description and image: its head, and its WeChat share card. */
async function goodsMetadata(locale: Locale, goods: GoodsPageView['goods']): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'goods' });
  const [cover] = goodsImages(goods, imageHost());
  return publicPageMetadata(locale, detailPath(goods.id), {
    title: t('metaTitle', { title: goods.title, itemno: goods.itemno }),
    description: metaDescription([goods.description, goods.features, goods.secondTitle, goods.title]),
    images: cover ? [{ url: cover, alt: goods.title }] : [],
  });
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: raw, id } = await params;
  const locale = raw as Locale;
  setRequestLocale(locale);
  const page = await loadGoodsPage(id, locale);
  if (!page) notFound();
  return goodsMetadata(locale, page.goods);
}

export default async function GoodsDetailPage({ params }: Props) {
  const { locale: raw, id } = await params;
  const locale = raw as Locale;
  setRequestLocale(locale);
  const page = await loadGoodsPage(id, locale);
  if (!page) notFound();
  const { goods } = page;

  const host = imageHost();
  const origin = siteUrl();
  const extras = pageExtras(goods, page.extras, locale, host);
  const [t, meta, notSold, evidence] = await Promise.all([
    getTranslations('goods'),
    getTranslations('meta'),
    getTranslations('availability'),
    getTranslations('evidence'),
  ]);
  const sellable = isSellable(goods.inventoryStatus);
  // An item no longer sold suggests what to ask for instead (docs/product.md §4).
  const alternatives = sellable ? [] : await fallback(getAlternatives(goods.id, locale), { optional: [] });
  const images = goodsImages(goods, host);
  const crumbs = categoryCrumbs(goods.categoryTrail);
  const url = `${origin}${localePath(locale, detailPath(goods.id))}`;
  const structuredData = goodsJsonLd({
    goods,
    locale,
    origin,
    url,
    siteName: meta('siteName'),
    homeName: t('home'),
    crumbs,
    images,
    evaluations: extras.evaluations,
  });

  return (
    <IslandMessages paths={GOODS_ISLAND_MESSAGES}>
      <Container page>
        {structuredData.map((data, index) => (
          <JsonLdScript key={index} data={data} />
        ))}
        <RecordView id={goods.id} itemno={goods.itemno} title={goods.title} cover={goods.cover} />
        <WechatShareCard metadata={() => goodsMetadata(locale, goods)} />
        <TrackView event={viewItem(goods)} />
        <GoodsBreadcrumbs crumbs={crumbs} title={goods.title} />
        <div className={styles.top}>
          <GoodsGallery images={images} title={goods.title} />
          <div>
            <GoodsHeading goods={goods} />
            {extras.antibody ? <AntibodyCitationLine itemno={goods.itemno} rrid={goods.rrid} /> : null}
            {sellable ? null : <p className={styles.notSold}>{notSold('notSold')}</p>}
            <AlternativeGoods goods={alternatives} id="alternatives-heading" />
            <InquiryActions
              goodsId={goods.id}
              title={goods.title}
              itemno={goods.itemno}
              sellable={sellable}
              skus={goods.skus.map((sku) => ({ id: sku.id, desc: sku.desc }))}
            />
            <CompareToggle goodsId={goods.id} />
            {/* Trial goods (root CS) can be applied for as free samples (docs/product.md §2.10). */}
            {rootCode(goods.categoryTrail[0]?.id ?? '') === CATEGORY.PROMOTION_TRIAL ? <ApplyTrialLink goodsId={goods.id} /> : null}
          </div>
        </div>
        <DetailSection id="skus" title={t('skusHeading')}>
          <SkuTable skus={goods.skus} labelledBy="skus-heading" />
          <CurrencyNote className={styles.currencyNote} />
        </DetailSection>
        {[goods.features, goods.applications, goods.species, goods.description].some(Boolean) ? (
          <DetailSection id="information" title={t('infoHeading')}>
            <GoodsInformation goods={goods} />
          </DetailSection>
        ) : null}
        {extras.figures.length ? (
          <DetailSection id="validation" title={evidence('validationHeading')}>
            <GoodsValidation figures={extras.figures} itemno={goods.itemno} imageUrl={(url) => imageUrl(url, host)} />
          </DetailSection>
        ) : null}
        <DetailSection id="documents" title={t('documentsHeading')}>
          <GoodsDocuments documents={extras.documents} />
        </DetailSection>
        {extras.citations ? <GoodsCitations goodsId={goods.id} citations={extras.citations} /> : null}
        {extras.evaluations ? <GoodsEvaluationList evaluations={extras.evaluations} /> : null}
        {extras.bound.length ? (
          <DetailSection id="bound" title={t('boundHeading')}>
            <BoundGoodsTable goods={extras.bound} currentId={goods.id} labelledBy="bound-heading" />
          </DetailSection>
        ) : null}
        {extras.guesses.length ? (
          <DetailSection id="guess" title={t('guessHeading')}>
            <GuessYouLike goods={extras.guesses} imageHost={host} />
          </DetailSection>
        ) : null}
      </Container>
    </IslandMessages>
  );
}
