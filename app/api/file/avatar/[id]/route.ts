import { proxyUploadedFile } from '@/lib/uploads/file-proxy';

/** A customer's avatar, public by its unguessable id (docs/product.md §13). */
export async function GET(_request: Request, { params }: RouteContext<'/api/file/avatar/[id]'>) {
  return proxyUploadedFile('avatar', (await params).id, undefined);
}
