import 'server-only';
/** Uploaded files fetched from the API for the browser (docs/product.md §13): the bytes and the headers that matter. */
import { NextResponse } from 'next/server';
import { api } from '@/lib/api/config';

const PASSED_HEADERS = ['content-type', 'content-disposition', 'cache-control', 'content-length'];
const ID = /^[A-Za-z0-9_-]{16,64}$/;

export async function proxyUploadedFile(apiPath: 'download' | 'avatar', id: string, token: string | undefined): Promise<NextResponse> {
  if (!ID.test(id)) return NextResponse.json({ code: 3, msg: 'id: no such file' }, { status: 404 });
  const response = await fetch(`${api.currentBase()}/file/${apiPath}/${id}`, { headers: token ? { token } : {}, cache: 'no-store' });
  const headers = new Headers({ 'x-content-type-options': 'nosniff' });
  for (const name of PASSED_HEADERS) {
    const value = response.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new NextResponse(response.body, { status: response.status, headers });
}
