/**
 * The resumable upload end to end in-process (docs/product.md §7.4, §13): chunks, resume, skip
 * by MD5, merge with MD5 and real-type checks, caps, names, and one customer's uploads kept from
 * another's. Also the avatar rule of the account information (docs/product.md §14).
 */
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { readdir, utimes, mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { createCustomer, type TestCustomer } from '../testing/customer-fixtures';
import { seededApp } from '../testing/seeded-app';
import { md5Of, pdfOf, uploadFields, uploaderOf, type UploadAnswerBody } from '../testing/uploads';
import { sweepPartialUploads } from './upload-store';
import { CHUNK_BYTES, chunkCount } from '../../contract/upload-rules';

type Answer = UploadAnswerBody;

let alice: TestCustomer;
let bob: TestCustomer;
let check: Uploader['check'];
let sendChunk: Uploader['sendChunk'];
let merge: Uploader['merge'];
let uploadWhole: Uploader['uploadWhole'];
type Uploader = ReturnType<typeof uploaderOf>;

const seeded = seededApp(null, { dataDir: true });

before(async () => {
  await seeded.ready;
  alice = await createCustomer(seeded.db, 'Alice');
  bob = await createCustomer(seeded.db, 'Bob');
  ({ check, sendChunk, merge, uploadWhole } = uploaderOf(seeded.app));
});

async function jpegOf(size: number): Promise<Buffer> {
  const image = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
    .jpeg()
    .toBuffer();
  return Buffer.concat([image, randomBytes(Math.max(0, size - image.length))]);
}

describe('chunked upload', () => {
  test('a 5 MB PDF goes in 3 chunks; the last answer asks for the merge, which stores the file', async () => {
    const upload = { bytes: pdfOf(5_000_000), fileName: 'assay report.pdf' };
    const first = (await check(alice, upload)).data as Answer;
    assert.deepEqual([first.skipUpload, first.uploaded, first.needMerge], [false, [], false]);
    const answers: Answer[] = [];
    for (const index of [0, 1, 2]) answers.push((await sendChunk(alice, upload, index)).envelope.data as Answer);
    assert.deepEqual(
      answers.map((a) => a.needMerge),
      [false, false, true],
    );
    assert.deepEqual(answers[2]!.uploaded, [0, 1, 2]);
    const merged = (await merge(alice, upload)).data as Answer;
    assert.equal(merged.result, true, merged.message);
    assert.equal(merged.file?.name, 'assay report.pdf');
    assert.equal(merged.file?.extension, 'pdf');
    assert.equal(merged.file?.size, 5_000_000);
    const download = await seeded.app.request(`/file/download/${merged.file!.id}`, { headers: alice.headers });
    assert.equal(download.status, 200);
    assert.equal(md5Of(new Uint8Array(await download.arrayBuffer())), md5Of(upload.bytes));
    assert.match(download.headers.get('content-disposition') ?? '', /^attachment;/);
  });

  test('resume: after a cut, the check lists the chunks kept and only the missing ones are sent', async () => {
    const upload = { bytes: pdfOf(4_500_000), fileName: 'resume.pdf' };
    await sendChunk(alice, upload, 0);
    await sendChunk(alice, upload, 2);
    const resumed = (await check(alice, upload)).data as Answer;
    assert.deepEqual(resumed.uploaded, [0, 2]);
    assert.equal(resumed.needMerge, false);
    const notYet = (await merge(alice, upload)).data as Answer;
    assert.equal(notYet.result, false);
    assert.match(notYet.message, /chunk: 1 chunks are missing \(1\)/);
    await sendChunk(alice, upload, 1);
    const merged = (await merge(alice, upload)).data as Answer;
    assert.equal(merged.result, true, merged.message);
  });

  test('the same file again is skipped by its MD5, whatever its name', async () => {
    const upload = { bytes: pdfOf(300_000), fileName: 'once.pdf' };
    const stored = await uploadWhole(alice, upload);
    const again = (await check(alice, { ...upload, fileName: 'twice.pdf' })).data as Answer;
    assert.equal(again.skipUpload, true);
    assert.equal(again.file?.id, stored.file?.id);
  });

  test('a merge whose bytes do not match the MD5 claimed fails and drops the chunks', async () => {
    const upload = { bytes: pdfOf(100_000), fileName: 'tampered.pdf', md5: md5Of(Buffer.from('something else')) };
    await sendChunk(alice, upload, 0);
    const merged = (await merge(alice, upload)).data as Answer;
    assert.equal(merged.result, false);
    assert.match(merged.message, /^md5:/);
    assert.deepEqual(((await check(alice, upload)).data as Answer).uploaded, []);
  });

  test('a renamed .exe is refused at merge by its real type; an .exe by name before any byte', async () => {
    const exe = randomBytes(200_000);
    Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1').copy(exe);
    Buffer.from('PE\0\0', 'latin1').copy(exe, 0x80);
    exe.writeUInt32LE(0x80, 0x3c);
    const renamed = { bytes: exe, fileName: 'protocol.pdf' };
    await sendChunk(alice, renamed, 0);
    const merged = (await merge(alice, renamed)).data as Answer;
    assert.equal(merged.result, false);
    assert.match(merged.message, /upfile: the content is not a \.pdf file \(found exe\)/);
    const byName = await check(alice, { bytes: exe, fileName: 'setup.exe' });
    assert.equal(byName.code, 400);
    assert.match(byName.msg, /^fileName: \.exe is not accepted/);
  });

  test('a damaged TIFF answers 400 naming upfile, not an internal error, and its chunks go; a text file named .tif is result false', async () => {
    const headerOnly = Buffer.from([0x49, 0x49, 0x2a, 0x00]);
    const pastTheEnd = Buffer.concat([Buffer.from([0x4d, 0x4d, 0x00, 0x2a, 0x7f, 0xff, 0xff, 0xff]), randomBytes(64)]);
    const shortDirectory = Buffer.concat([Buffer.from([0x49, 0x49, 0x2a, 0x00, 0x08, 0, 0, 0, 0x05, 0x00]), Buffer.alloc(3)]);
    for (const [bytes, fileName] of [
      [headerOnly, 'scan.tif'],
      [pastTheEnd, 'scan.tiff'],
      [shortDirectory, 'slide.TIF'],
    ] as const) {
      const upload = { bytes, fileName };
      assert.equal((await sendChunk(alice, upload, 0)).envelope.code, 0);
      const merged = await merge(alice, upload);
      assert.equal(merged.code, 400, merged.msg);
      assert.match(merged.msg, /^upfile: the content is not a valid \.tiff? file \(it is damaged or cut short\)/);
      assert.deepEqual(((await check(alice, upload)).data as Answer).uploaded, [], 'the chunks are removed');
    }
    const text = await uploadWhole(alice, { bytes: Buffer.from('not an image at all\n'), fileName: 'scan.tif' });
    assert.equal(text.result, false);
    assert.match(text.message, /^upfile: the content is not a \.tif file/);
  });

  test('.txt must be UTF-8 text', async () => {
    const text = await uploadWhole(alice, { bytes: Buffer.from('Passage 12, 37 °C, 5% CO₂ — fine.\n'.repeat(100)), fileName: 'notes.txt' });
    assert.equal(text.result, true, text.message);
    const binary = Buffer.from([0x41, 0xff, 0xfe, 0x00, 0x12, 0x42]);
    const refused = await uploadWhole(alice, { bytes: binary, fileName: 'notes2.txt' });
    assert.equal(refused.result, false);
  });

  test('a 3 MB avatar is refused at the check and at the chunk; a PNG named .jpg at the merge', async () => {
    const big = { bytes: await jpegOf(3 * 1024 * 1024), fileName: 'me.jpg', purpose: 'avatar' as const };
    const checked = await check(alice, big);
    assert.equal(checked.code, 400);
    assert.equal(checked.msg, 'size: the avatar must be at most 2 MB');
    assert.equal((await sendChunk(alice, big, 0)).envelope.code, 400);
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const disguised = await uploadWhole(alice, { bytes: png, fileName: 'me.jpg', purpose: 'avatar' });
    assert.equal(disguised.result, false);
    assert.match(disguised.message, /found png/);
    const notJpg = await check(alice, { bytes: png, fileName: 'me.png', purpose: 'avatar' });
    assert.equal(notJpg.msg, 'fileName: the avatar must be a JPG image');
  });

  test('a chunk over the cap is refused, and a chunk of the wrong size for its place', async () => {
    const upload = { bytes: pdfOf(5_000_000), fileName: 'cap.pdf' };
    const over = await sendChunk(alice, upload, 0, randomBytes(2_200_000));
    assert.notEqual(over.envelope.code, 0);
    assert.match(over.envelope.msg, /upfile: .*at most/);
    const short = await sendChunk(alice, upload, 0, randomBytes(1000));
    assert.equal(short.envelope.code, 400);
    assert.match(short.envelope.msg, /^upfile: chunk 0 must be 2048000 bytes/);
  });

  test('names with path segments are only displayed; MD5s that are not hex are refused', async () => {
    const upload = { bytes: pdfOf(50_000), fileName: '../../../etc/passwd.pdf' };
    const stored = await uploadWhole(alice, upload);
    assert.equal(stored.result, true, stored.message);
    assert.equal(stored.file?.name, 'passwd.pdf');
    const userDir = path.join(seeded.dataDir, 'uploads', String(alice.userId));
    assert.ok((await readdir(userDir)).includes(`${md5Of(upload.bytes)}.pdf`));
    const bad = await check(alice, { ...upload, md5: '../../../../etc/passwd0000000000' });
    assert.equal(bad.code, 400);
    assert.match(bad.msg, /^md5:/);
  });

  test('without a token every upload call answers 401', async () => {
    const upload = { bytes: pdfOf(1000), fileName: 'a.pdf' };
    assert.equal((await seeded.request('GET', `/file/chunk?${new URLSearchParams(uploadFields(upload))}`)).envelope.code, 401);
    assert.equal((await sendChunk(null, upload, 0)).envelope.code, 401);
    assert.equal((await seeded.request('POST', '/file/merge', { body: { ...uploadFields(upload), chunks: 1 } })).envelope.code, 401);
  });

  test("another customer cannot see, merge or read someone's upload", async () => {
    const upload = { bytes: pdfOf(2_500_000), fileName: 'private.pdf' };
    await sendChunk(alice, upload, 0);
    await sendChunk(alice, upload, 1);
    const bobsView = (await check(bob, upload)).data as Answer;
    assert.deepEqual(bobsView.uploaded, []);
    assert.equal(((await merge(bob, upload)).data as Answer).result, false);
    const alices = ((await merge(alice, upload)).data as Answer).file!;
    assert.equal(((await check(bob, upload)).data as Answer).skipUpload, false, 'Bob is not told Alice has this file');
    const read = await seeded.app.request(`/file/download/${alices.id}`, { headers: bob.headers });
    assert.equal(read.status, 404);
    const attach = await seeded.request('POST', '/online/feedback/submit', {
      headers: bob.headers,
      body: { kind: 'advice', category: 'website', content: 'Please look at this file of mine.', attachments: [alices.id] },
    });
    assert.equal(attach.envelope.code, 400);
    const avatar = await seeded.request('POST', '/user/profile/update', { headers: bob.headers, body: { nickname: 'Bob', avatarId: alices.id } });
    assert.match(avatar.envelope.msg, /^avatarId: no uploaded file of yours/);
  });

  test('partial uploads older than a day are swept', async () => {
    const stale = path.join(seeded.dataDir, 'uploads', String(bob.userId), 'parts', 'a'.repeat(32));
    await mkdir(stale, { recursive: true });
    const dayAgo = new Date(Date.now() - 25 * 60 * 60 * 1000);
    await utimes(stale, dayAgo, dayAgo);
    assert.equal(await sweepPartialUploads(path.join(seeded.dataDir, 'uploads'), 24 * 60 * 60 * 1000), 1);
    assert.deepEqual(await readdir(path.dirname(stale)), []);
  });
});

describe('upload quota (docs/product.md §13)', () => {
  const MB = 1024 * 1024;
  const chunk = randomBytes(CHUNK_BYTES);
  /** The first chunk of a file of `size` bytes the customer claims to send (its MD5 is only checked at the merge). */
  async function startUpload(customer: TestCustomer, md5: string, size: number, fileName = 'run.mp4') {
    const form = new FormData();
    for (const [name, value] of Object.entries({ md5, fileName, size: String(size), purpose: 'attachment', chunk: '0', chunks: String(chunkCount(size)) }))
      form.append(name, value);
    form.append('upfile', new Blob([new Uint8Array(chunk)]), 'blob');
    const response = await seeded.app.request('/file/chunk', { method: 'POST', body: form, headers: customer.headers });
    return (await response.json()) as { code: number; msg: string };
  }
  const md5s = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => md5Of(Buffer.from(`${prefix}-${i}`)));

  test('40 parallel 400 MB uploads: two start, the rest are refused by the 1 GB in progress, with a clear envelope', async () => {
    const customer = await createCustomer(seeded.db, 'Flood');
    const answers = await Promise.all(md5s('flood', 40).map((md5) => startUpload(customer, md5, 400 * MB)));
    assert.equal(answers.filter((answer) => answer.code === 0).length, 2);
    const refused = answers.filter((answer) => answer.code !== 0);
    assert.equal(refused.length, 38);
    for (const answer of refused) {
      assert.equal(answer.code, 409);
      assert.match(answer.msg, /^size: uploads in progress may hold at most 1024 MB together \(800 MB are started\); finish one before starting another$/);
    }
    const parts = await readdir(path.join(seeded.dataDir, 'uploads', String(customer.userId), 'parts'));
    assert.equal(parts.length, 2, 'nothing is kept of a refused upload');
  });

  test('at most 3 uploads in progress: the 4th is refused at the check and at its first chunk; resuming one is not', async () => {
    const customer = await createCustomer(seeded.db, 'Busy');
    const [a, b, c, d] = md5s('busy', 4) as [string, string, string, string];
    for (const md5 of [a, b, c]) assert.equal((await startUpload(customer, md5, 10 * MB, 'data.pdf')).code, 0);
    const fourth = await startUpload(customer, d, 10 * MB, 'data.pdf');
    assert.equal(fourth.code, 409);
    assert.equal(fourth.msg, 'upfile: 3 uploads are already in progress (at most 3); finish one before starting another');
    const checked = await seeded.request(
      'GET',
      `/file/chunk?${new URLSearchParams({ md5: d, fileName: 'data.pdf', size: String(10 * MB), purpose: 'attachment' })}`,
      { headers: customer.headers },
    );
    assert.equal(checked.envelope.code, 409);
    assert.equal((await startUpload(customer, a, 10 * MB, 'data.pdf')).code, 0, 'a resumed upload goes on');

    // An upload untouched for a day no longer counts (and is swept on the way).
    const dayAgo = new Date(Date.now() - 25 * 60 * 60 * 1000);
    await utimes(path.join(seeded.dataDir, 'uploads', String(customer.userId), 'parts', b), dayAgo, dayAgo);
    assert.equal((await startUpload(customer, d, 10 * MB, 'data.pdf')).code, 0);
  });

  test('a merged upload frees its place', async () => {
    const customer = await createCustomer(seeded.db, 'Finisher');
    for (const md5 of md5s('finisher', 2)) assert.equal((await startUpload(customer, md5, 10 * MB, 'data.pdf')).code, 0);
    const small = { bytes: pdfOf(100_000), fileName: 'small.pdf' };
    await sendChunk(customer, small, 0);
    assert.equal((await startUpload(customer, md5s('finisher-next', 1)[0]!, 10 * MB, 'data.pdf')).code, 409);
    assert.equal(((await merge(customer, small)).data as Answer).result, true);
    assert.equal((await startUpload(customer, md5s('finisher-next', 1)[0]!, 10 * MB, 'data.pdf')).code, 0);
  });
});

describe('account information', () => {
  test('nickname of one character is refused with the field named', async () => {
    const { envelope } = await seeded.request('POST', '/user/profile/update', { headers: alice.headers, body: { nickname: 'A' } });
    assert.equal(envelope.code, 400);
    assert.equal(envelope.msg, 'nickname: at least 2 characters');
  });

  test('a JPG avatar is kept, shown publicly by its id, and the profile reads it back', async () => {
    const avatar = await uploadWhole(alice, { bytes: await jpegOf(40_000), fileName: 'me.jpeg', purpose: 'avatar' });
    assert.equal(avatar.result, true, avatar.message);
    const updated = await seeded.request('POST', '/user/profile/update', {
      headers: alice.headers,
      body: { nickname: 'Alice Wong', companyName: 'Wong Lab', avatarId: avatar.file!.id },
    });
    assert.equal(updated.envelope.code, 0, updated.envelope.msg);
    assert.deepEqual(updated.envelope.data, { nickname: 'Alice Wong', companyName: 'Wong Lab', avatarId: avatar.file!.id });
    const publicImage = await seeded.app.request(`/file/avatar/${avatar.file!.id}`);
    assert.equal(publicImage.status, 200);
    assert.equal(publicImage.headers.get('content-type'), 'image/jpeg');
    const pdf = await uploadWhole(alice, { bytes: pdfOf(1000), fileName: 'not-an-avatar.pdf' });
    assert.equal((await seeded.app.request(`/file/avatar/${pdf.file!.id}`)).status, 404, 'only avatars are public');
    const refused = await seeded.request('POST', '/user/profile/update', { headers: alice.headers, body: { nickname: 'Alice', avatarId: pdf.file!.id } });
    assert.equal(refused.envelope.msg, 'avatarId: the avatar must be a JPG image');
    // A cleared field removes the avatar, as null does (it was stored as '' and failed: a 500 the fuzz found).
    const cleared = await seeded.request('POST', '/user/profile/update', { headers: alice.headers, body: { nickname: 'Alice', avatarId: '' } });
    assert.equal(cleared.envelope.code, 0, cleared.envelope.msg);
    assert.deepEqual(cleared.envelope.data, { nickname: 'Alice', companyName: '', avatarId: null });
  });
});
