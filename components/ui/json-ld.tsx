import { serializeJsonLd, type JsonLd } from '@/lib/structured-data';

/** Structured data for crawlers, serialised so no text in it can end the script element. */
export function JsonLdScript({ data }: { data: JsonLd | readonly JsonLd[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
