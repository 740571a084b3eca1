/**
 * The messages the home page's islands use (the banner carousel and the advert dialog), for
 * its IslandMessages (docs/islands.md). A plain module, so the server page can read it. Neither
 * island sends a request (their banners come as props), so the page hands on no failure sentences.
 */
export const HOME_ISLAND_MESSAGES = [
  'home.bannersLabel',
  'home.carouselControls',
  'home.previousSlide',
  'home.nextSlide',
  'home.showSlide',
  'home.slideLabel',
  'home.pauseCarousel',
  'home.playCarousel',
  'advert',
];
