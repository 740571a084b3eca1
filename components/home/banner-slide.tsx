import type { BannerView } from '@/lib/api/content';
import { cx } from '@/components/ui/class-names';
import { imageUrl } from '@/lib/catalogue/image';
import { LocaleLink } from '@/components/ui/locale-link';
import styles from './banner-carousel.module.css';

export interface BannerSlideProps {
  banner: BannerView;
  imageHost: string;
  /** The first slide: the page's largest paint, so its image is fetched first and at once. */
  first: boolean;
  /** Whether the slide's image may load yet (the others wait until the page has loaded). */
  showImage: boolean;
  current: boolean;
  label: string;
  animate: boolean;
}

/**
 * One slide of the home carousel. Every slide is in the HTML (crawlers see every banner's
 * link); those not shown are transparent, hidden from assistive technology and inert.
 */
export function BannerSlide({ banner, imageHost, first, showImage, current, label, animate }: BannerSlideProps) {
  const picture = (
    <>
      {showImage ? (
        <img
          className={styles.image}
          src={imageUrl(banner.pic, imageHost)}
          alt=""
          width={1200}
          height={400}
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : 'low'}
        />
      ) : null}
      {banner.title ? <p className={styles.title}>{banner.title}</p> : null}
    </>
  );
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={label}
      aria-hidden={!current}
      inert={!current}
      className={cx(styles.slide, current && styles.current, !animate && styles.still)}
    >
      {banner.url ? (
        <LocaleLink href={banner.url} className={styles.link}>
          {picture}
        </LocaleLink>
      ) : (
        picture
      )}
    </div>
  );
}
