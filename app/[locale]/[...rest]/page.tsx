import { notFound } from 'next/navigation';

// Any path no route claims renders the localised 404 page with status 404 where it was asked
// for (docs/architecture.md §4: a redirect to a 200 page would read as a soft 404 to crawlers).
export default function UnknownPage() {
  notFound();
}
