import { merchantFeedResponse } from '@/lib/merchant-feed/merchant-feed-response';

// Written per request from the API's pages as they arrive (lib/merchant-feed/merchant-feed-response.ts).
export const dynamic = 'force-dynamic';

/** The Google Merchant feed of the Chinese shop (docs/product.md §15.2). */
export function GET() {
  return merchantFeedResponse('zh');
}
