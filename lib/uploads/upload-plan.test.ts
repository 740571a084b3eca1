import { CHUNK_BYTES, MD5_SLICE_BYTES, uploadRefusal } from '@/contract/upload-rules';
import { chunkRange, initialState, md5Slices, missingChunks, nextState, withTries, type FileState, type UploadEvent } from './upload-plan';

const run = (events: UploadEvent[], from: FileState = initialState) => events.reduce(nextState, from);

describe('chunk plan', () => {
  test('a 25 MB file is 13 chunks of 2,048,000 bytes, the last one shorter', () => {
    const size = 25 * 1024 * 1024;
    expect(missingChunks(size, [])).toHaveLength(13);
    expect(chunkRange(0, size)).toEqual({ start: 0, end: CHUNK_BYTES });
    expect(chunkRange(12, size)).toEqual({ start: 12 * CHUNK_BYTES, end: size });
  });

  test('resume sends only the chunks the server does not list', () => {
    expect(missingChunks(5_000_000, [0, 2])).toEqual([1]);
    expect(missingChunks(5_000_000, [0, 1, 2])).toEqual([]);
  });

  test('the MD5 is read in 10,240,000-byte slices', () => {
    expect(md5Slices(25_000_000)).toEqual([
      { start: 0, end: MD5_SLICE_BYTES },
      { start: MD5_SLICE_BYTES, end: 2 * MD5_SLICE_BYTES },
      { start: 2 * MD5_SLICE_BYTES, end: 25_000_000 },
    ]);
  });

  test('names and sizes are refused before upload as the server refuses them', () => {
    expect(uploadRefusal('setup.exe', 10, 'attachment')).toBe('extension');
    expect(uploadRefusal('me.png', 10, 'avatar')).toBe('avatarType');
    expect(uploadRefusal('me.jpg', 3 * 1024 * 1024, 'avatar')).toBe('avatarSize');
    expect(uploadRefusal('huge.png', 11 * 1024 * 1024, 'attachment')).toBe('size');
    expect(uploadRefusal('Report.PDF', 10, 'attachment')).toBeNull();
  });
});

describe('file states', () => {
  test('md5 check → uploading with progress → merging → success', () => {
    expect(run([{ type: 'md5Progress', done: 0.5 }])).toEqual({ status: 'md5', progress: 0.5, message: null });
    const uploading = run([{ type: 'checked', skipUpload: false, storedChunks: 1, totalChunks: 4 }]);
    expect(uploading).toEqual({ status: 'uploading', progress: 0.25, message: null });
    expect(run([{ type: 'chunkStored', storedChunks: 2, totalChunks: 4 }, { type: 'merging' }], uploading).status).toBe('merging');
    expect(run([{ type: 'merging' }, { type: 'merged', result: true, message: 'merged', video: false }], uploading).status).toBe('success');
  });

  test('skipUpload ends at once; a video passes through transcoding', () => {
    expect(run([{ type: 'checked', skipUpload: true, storedChunks: 0, totalChunks: 3 }]).status).toBe('success');
    const video = run([{ type: 'merging' }, { type: 'merged', result: true, message: '', video: true }]);
    expect(video.status).toBe('transcoding');
    expect(nextState(video, { type: 'transcoded' }).status).toBe('success');
  });

  test('result false shows the server message and the file stays failed', () => {
    const failed = run([{ type: 'merging' }, { type: 'merged', result: false, message: 'upfile: not a .pdf file', video: false }]);
    expect(failed).toMatchObject({ status: 'failed', message: 'upfile: not a .pdf file' });
    expect(run([{ type: 'chunkStored', storedChunks: 3, totalChunks: 3 }], failed)).toBe(failed);
  });
});

describe('chunk tries', () => {
  test('a chunk is tried 3 times, then the last failure is thrown', async () => {
    let calls = 0;
    await expect(
      withTries(
        async () => {
          calls += 1;
          throw new Error(`try ${calls}`);
        },
        { tries: 3, timeoutMs: 1000 },
      ),
    ).rejects.toThrow('try 3');
    expect(calls).toBe(3);
  });

  test('a success on the second try answers; a final refusal is not tried again', async () => {
    let calls = 0;
    await expect(withTries(async () => (++calls < 2 ? Promise.reject(new Error('cut')) : 'stored'), { tries: 3, timeoutMs: 1000 })).resolves.toBe('stored');
    let refusals = 0;
    await expect(withTries(async () => Promise.reject(new Error(`refused ${++refusals}`)), { tries: 3, timeoutMs: 1000, isFinal: () => true })).rejects.toThrow(
      'refused 1',
    );
  });

  test('each try gets a signal that times out', async () => {
    const seen: AbortSignal[] = [];
    await expect(
      withTries(
        (signal) =>
          new Promise((_, reject) => {
            seen.push(signal);
            signal.addEventListener('abort', () => reject(signal.reason));
          }),
        { tries: 2, timeoutMs: 5 },
      ),
    ).rejects.toBeDefined();
    expect(seen.map((signal) => signal.aborted)).toEqual([true, true]);
  });
});
