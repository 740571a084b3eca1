import { merchantFeedResponse } from '@/lib/merchant-feed/merchant-feed-response';

// Like the sitemap files: the API's pages come from Next's data cache, the XML is written per request.
export const dynamic = 'force-dynamic';

/** The Google Merchant feed of the Chinese shop (docs/product.md §15.2). */
export function GET() {
  return merchantFeedResponse('zh');
}
