/**
 * analytics.tsx in a build without analytics (lib/build-features.mjs): the same exports, server
 * components that render nothing, so no page carries a byte of analytics code.
 */
import type { PageEvent } from '@/lib/analytics/events';
import type { AnalyticsSettings } from '@/lib/analytics/settings.mjs';

export function Analytics(props: { settings: AnalyticsSettings }): null {
  void props;
  return null;
}

export function ConsentSettingsButton(props: { className?: string }): null {
  void props;
  return null;
}

export function TrackView(props: { event: PageEvent }): null {
  void props;
  return null;
}
