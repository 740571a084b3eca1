import { getSession } from '@/lib/session';
import { proxyUploadedFile } from '@/lib/uploads/file-proxy';

/** A customer's own upload, always as an attachment (docs/product.md §13); another customer's is not found. */
export async function GET(_request: Request, { params }: RouteContext<'/api/file/download/[id]'>) {
  const session = await getSession();
  return proxyUploadedFile('download', (await params).id, session.token);
}
