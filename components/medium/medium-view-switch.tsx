import { ViewModeLinks } from '@/components/catalogue/view-mode-switch';
import type { ViewMode } from '@/lib/catalogue/page-size';

/** The listing's view modes for filter mode: links that keep the filters (each view its own cached page). */
export function MediumViewSwitch({ hrefs, current }: { hrefs: Record<ViewMode, string>; current: ViewMode }) {
  return <ViewModeLinks hrefs={hrefs} current={current} />;
}
