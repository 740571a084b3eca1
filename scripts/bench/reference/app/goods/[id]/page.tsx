/**
 * The floor under the shop's goods page: the same API request (the item and its extras, through
 * Next's data cache with the item's tag, cached five minutes), the answer as plain elements (about
 * as many as the shop's page: ~450 with the layout), ISR.
 */
export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

interface Summary {
  id: number;
  itemno: string;
  title: string;
}
interface Detail extends Summary {
  description?: string | null;
  skus?: { id: number; skuDesc?: string | null; skuPrice?: number | null }[];
}
interface Envelope<T> {
  data?: T | null;
}

async function post<T>(path: string, body: object, id: string): Promise<T | null> {
  const response = await fetch(`${process.env.API_BASE_URL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', lang: 'en' },
    body: JSON.stringify(body),
    next: { revalidate: 300, tags: [`goods:${id}`] },
  });
  return ((await response.json()) as Envelope<T>).data ?? null;
}

export default async function ReferenceGoodsPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const page = await post<{ detail: Detail; extras: { guesses: Summary[] } }>(
    '/online/togoods/goodsPage',
    { goodsId: Number(id), guessLimit: 6, evaluationLimit: 3, citationLimit: 3 },
    id,
  );
  if (!page) return <p>Not on sale</p>;
  const { detail: goods, extras } = page;
  return (
    <article>
      <h1>{goods.title}</h1>
      <p>Cat. No. {goods.itemno}</p>
      <p>{goods.description}</p>
      <dl>
        {Object.entries(goods)
          .filter((entry): entry is [string, string | number] => ['string', 'number'].includes(typeof entry[1]))
          .map(([name, value]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      <table>
        <tbody>
          {(goods.skus ?? []).map((sku) => (
            <tr key={sku.id}>
              <td>{sku.skuDesc}</td>
              <td>{sku.skuPrice}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>You may also like</h2>
      <ul>
        {extras.guesses.map((guess) => (
          <li key={guess.id}>
            <a href={`/goods/${guess.id}`}>
              {guess.itemno} {guess.title}
            </a>
          </li>
        ))}
      </ul>
    </article>
  );
}
