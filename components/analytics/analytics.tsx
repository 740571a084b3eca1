'use client';
/**
 * Analytics in the browser (docs/product.md §15.6), built in only when GA4_MEASUREMENT_ID or
 * BAIDU_TONGJI_ID is set (lib/build-features.mjs puts analytics.off.tsx in its place otherwise):
 * the consent banner, the page views, and the hand-over of every island's events to the tags once
 * the visitor has agreed. Nothing loads, and nothing is sent, before that. Import it by its `@/`
 * path only: that is the path the build swaps.
 */
import { Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { usePathname, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import button from '@/components/ui/button.module.css';
import { cx } from '@/components/ui/class-names';
import { readConsent, writeConsent, type AnalyticsConsent } from '@/lib/analytics/consent';
import { createEventRouter, type EventRouter } from '@/lib/analytics/event-router';
import type { PageEvent, ShopEvent } from '@/lib/analytics/events';
import { analyticsLocation } from '@/lib/analytics/personal-data';
import type { AnalyticsSettings } from '@/lib/analytics/settings.mjs';
import { startTags, stopTags, whenIdle } from '@/lib/analytics/tags';
import { track } from '@/lib/analytics/track';
import { announceStored, deviceStorage } from '@/lib/device-storage';
import styles from './analytics.module.css';

/** Raised by the footer's "Analytics settings" to ask again. */
const CONSENT_SETTINGS_EVENT = 'labshop:analytics-settings';
/** Raised when this tab stores a choice ('storage' fires only in other tabs). */
const CONSENT_STORED_EVENT = 'labshop:analytics-consent';

function pageView(referrer: string): ShopEvent {
  return { name: 'page_view', location: analyticsLocation(location.href), title: document.title, referrer: analyticsLocation(referrer) };
}

function subscribeToConsent(changed: () => void): () => void {
  window.addEventListener(CONSENT_STORED_EVENT, changed);
  window.addEventListener('storage', changed);
  return () => {
    window.removeEventListener(CONSENT_STORED_EVENT, changed);
    window.removeEventListener('storage', changed);
  };
}
/** The choice of a visitor whose storage refused it: it holds until the page is left. */
let unstoredChoice: AnalyticsConsent | null = null;
const storedConsent = () => readConsent(deviceStorage()) ?? unstoredChoice;
/** On the server and in the first render: not read yet, so cached HTML never carries the banner. */
const consentNotRead = (): AnalyticsConsent | null | undefined => undefined;

export function Analytics({ settings }: { settings: AnalyticsSettings }) {
  const t = useTranslations('analytics');
  const [router] = useState<EventRouter>(createEventRouter);
  const consent = useSyncExternalStore(subscribeToConsent, storedConsent, consentNotRead);
  const [askingAgain, setAskingAgain] = useState(false);
  const granted = useRef(false);

  useEffect(() => {
    // The page's first view, then what islands queued before this one was up (track.ts).
    const queued = window.labshopAnalytics;
    window.labshopAnalytics = router;
    router.push(pageView(document.referrer));
    if (Array.isArray(queued)) for (const event of queued as ShopEvent[]) router.push(event);
    const askAgain = () => setAskingAgain(true);
    window.addEventListener(CONSENT_SETTINGS_EVENT, askAgain);
    return () => window.removeEventListener(CONSENT_SETTINGS_EVENT, askAgain);
  }, [router]);

  useEffect(() => {
    if (consent === 'granted') {
      if (granted.current) return;
      granted.current = true;
      // Off the page's critical path: the tags load once the browser has nothing better to do.
      whenIdle(() => {
        if (granted.current) router.grant(startTags(settings));
      });
    } else if (consent === 'denied') {
      router.deny();
      if (granted.current) stopTags(settings);
      granted.current = false;
    }
  }, [consent, router, settings]);

  const choose = (choice: AnalyticsConsent) => {
    if (!writeConsent(deviceStorage(), choice)) unstoredChoice = choice;
    setAskingAgain(false);
    announceStored(CONSENT_STORED_EVENT);
  };

  const tags = settings.ga4 && settings.tongji ? 'both' : settings.ga4 ? 'ga4' : 'tongji';
  return (
    <>
      <Suspense fallback={null}>
        <PageViews router={router} />
      </Suspense>
      {consent === null || askingAgain
        ? createPortal(
            <section className={styles.banner} aria-labelledby="analytics-consent-heading" data-analytics-consent="">
              <h2 id="analytics-consent-heading" className={styles.heading}>
                {t('heading')}
              </h2>
              <p className={styles.body}>{t('body', { tags })}</p>
              <div className={styles.buttons}>
                <button type="button" autoFocus={askingAgain} className={cx(button.base, button.contained)} onClick={() => choose('granted')}>
                  {t('accept')}
                </button>
                <button type="button" className={cx(button.base, button.outlined, styles.decline)} onClick={() => choose('denied')}>
                  {t('decline')}
                </button>
              </div>
            </section>,
            document.body,
          )
        : null}
    </>
  );
}

/** A page view for each client-side navigation, the address before it as its referrer. */
function PageViews({ router }: { router: EventRouter }) {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const previous = useRef<string | null>(null);
  useEffect(() => {
    const current = location.href.split('#')[0] ?? '';
    // The first view is the island's own, sent before the page's events.
    if (previous.current !== null && previous.current !== current) router.push(pageView(previous.current));
    previous.current = current;
  }, [pathname, search, router]);
  return null;
}

/** The footer's way back to the choice. */
export function ConsentSettingsButton({ className }: { className?: string }) {
  const t = useTranslations('analytics');
  return (
    <button type="button" className={className} onClick={() => window.dispatchEvent(new Event(CONSENT_SETTINGS_EVENT))}>
      {t('settings')}
    </button>
  );
}

/** A server page's event (a goods page viewed, a search answered, a list shown), once per render of the page. */
export function TrackView({ event }: { event: PageEvent }) {
  const serialized = JSON.stringify(event);
  useEffect(() => track(JSON.parse(serialized) as PageEvent), [serialized]);
  return null;
}
