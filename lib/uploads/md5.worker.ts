/**
 * The file's MD5, computed off the main thread in 10,240,000-byte slices (docs/product.md §7.4):
 * spark-md5 loads with this worker, never with the page. Posts { progress } per slice, then
 * { md5 }, or { error } when the file cannot be read.
 */
import SparkMD5 from 'spark-md5';
import { md5Slices } from './upload-plan';

interface WorkerScope {
  onmessage: ((event: MessageEvent<{ file: File }>) => void) | null;
  postMessage(message: unknown): void;
}

const scope = self as unknown as WorkerScope;

scope.onmessage = (event) => {
  void hash(event.data.file);
};

async function hash(file: File): Promise<void> {
  try {
    const md5 = new SparkMD5.ArrayBuffer();
    const slices = md5Slices(file.size);
    for (const [index, slice] of slices.entries()) {
      md5.append(await file.slice(slice.start, slice.end).arrayBuffer());
      scope.postMessage({ progress: (index + 1) / slices.length });
    }
    scope.postMessage({ md5: md5.end() });
  } catch {
    scope.postMessage({ error: 'read' });
  }
}
