/** @jest-environment node */
import { DEFAULT_STORAGE_HOSTS, imageUrl, isStorageHost, parseImageList, PLACEHOLDER_IMAGE } from './image';

const HOST = 'https://img.example.com';

describe('imageUrl', () => {
  it('shows the placeholder for an empty address', () => {
    for (const address of ['', '   ', null, undefined]) expect(imageUrl(address, HOST)).toBe(PLACEHOLDER_IMAGE);
    expect(PLACEHOLDER_IMAGE).toBe('/images/placeholder.svg');
  });

  it('rewrites storage-host URLs to the image host, keeping path, query and hash', () => {
    expect(imageUrl('https://labshop.oss-cn-hangzhou.aliyuncs.com/goods/a.png', HOST)).toBe('https://img.example.com/goods/a.png');
    expect(imageUrl('http://bucket-1250000000.cos.ap-shanghai.myqcloud.com/x/y.jpg?v=2#top', HOST)).toBe('https://img.example.com/x/y.jpg?v=2#top');
    expect(imageUrl('HTTPS://BUCKET.OSS-CN-BEIJING.ALIYUNCS.COM/a.png', HOST)).toBe('https://img.example.com/a.png');
  });

  it('handles protocol-relative URLs', () => {
    expect(imageUrl('//bucket.oss-cn-shanghai.aliyuncs.com/a.png', HOST)).toBe('https://img.example.com/a.png');
    expect(imageUrl('//cdn.other.com/a.png', HOST)).toBe('//cdn.other.com/a.png');
  });

  it('keeps other absolute URLs', () => {
    expect(imageUrl('https://cdn.other.com/a.png', HOST)).toBe('https://cdn.other.com/a.png');
    // A look-alike host is not a storage host.
    expect(imageUrl('https://aliyuncs.com.evil.example/a.png', HOST)).toBe('https://aliyuncs.com.evil.example/a.png');
    expect(imageUrl('data:image/png;base64,AAAA', HOST)).toBe('data:image/png;base64,AAAA');
    expect(imageUrl('blob:https://shop.example/1234', HOST)).toBe('blob:https://shop.example/1234');
  });

  it('prefixes relative paths with the image host without doubling slashes', () => {
    expect(imageUrl('/files/goods/x.svg', HOST)).toBe('https://img.example.com/files/goods/x.svg');
    expect(imageUrl('files/goods/x.svg', HOST)).toBe('https://img.example.com/files/goods/x.svg');
    expect(imageUrl('/files/x.svg', `${HOST}//`)).toBe('https://img.example.com/files/x.svg');
    expect(imageUrl('./files/x.svg', `${HOST}/`)).toBe('https://img.example.com/files/x.svg');
  });

  it('keeps a path prefix of the image host', () => {
    expect(imageUrl('/goods/x.svg', 'http://127.0.0.1:4000/files/')).toBe('http://127.0.0.1:4000/files/goods/x.svg');
    expect(imageUrl('https://b.oss-cn-hangzhou.aliyuncs.com/goods/x.svg', 'http://127.0.0.1:4000/files')).toBe('http://127.0.0.1:4000/files/goods/x.svg');
  });

  it('gives site-relative paths when the image host is empty', () => {
    expect(imageUrl('files/x.png', '')).toBe('/files/x.png');
    expect(imageUrl('https://b.oss-cn-hangzhou.aliyuncs.com/x.png', '')).toBe('/x.png');
  });

  it('refuses other schemes and unparsable URLs', () => {
    expect(imageUrl('javascript:alert(1)', HOST)).toBe(PLACEHOLDER_IMAGE);
    expect(imageUrl('file:///etc/passwd', HOST)).toBe(PLACEHOLDER_IMAGE);
    expect(imageUrl('http://', HOST)).toBe(PLACEHOLDER_IMAGE);
  });

  it('takes a custom list of storage hosts', () => {
    const options = { storageHosts: ['files.supplier.cn', /^static\d+\./] };
    expect(imageUrl('https://files.supplier.cn/a.png', HOST, options)).toBe('https://img.example.com/a.png');
    expect(imageUrl('https://static3.supplier.cn/a.png', HOST, options)).toBe('https://img.example.com/a.png');
    expect(imageUrl('https://sub.files.supplier.cn/a.png', HOST, options)).toBe('https://sub.files.supplier.cn/a.png');
    expect(imageUrl('https://b.oss-cn-hangzhou.aliyuncs.com/a.png', HOST, options)).toBe('https://b.oss-cn-hangzhou.aliyuncs.com/a.png');
  });
});

describe('isStorageHost', () => {
  it('matches suffixes, exact names and patterns', () => {
    expect(DEFAULT_STORAGE_HOSTS.length).toBeGreaterThan(0);
    expect(isStorageHost('x.oss-cn-hangzhou.aliyuncs.com')).toBe(true);
    expect(isStorageHost('oss-cn-shenzhen.example.net')).toBe(true);
    expect(isStorageHost('x.cos.ap-guangzhou.myqcloud.com')).toBe(true);
    expect(isStorageHost('myqcloud.com')).toBe(false);
    expect(isStorageHost('img.example.com')).toBe(false);
  });
});

describe('parseImageList', () => {
  it('reads a JSON string of {imgContent} objects', () => {
    expect(parseImageList('[{"imgContent":"/files/a.png"},{"imgContent":"/files/b.png"}]')).toEqual(['/files/a.png', '/files/b.png']);
  });

  it('reads arrays of strings or objects', () => {
    expect(parseImageList(['/a.png', { imgContent: '/b.png' }, { url: '/c.png' }])).toEqual(['/a.png', '/b.png', '/c.png']);
  });

  it('drops blanks, duplicates and junk entries', () => {
    expect(parseImageList(['', ' /a.png ', '/a.png', null, 3, {}, { imgContent: '  ' }, '/b.png'])).toEqual(['/a.png', '/b.png']);
  });

  it('reads a single object or a single plain address', () => {
    expect(parseImageList('{"imgContent":"/a.png"}')).toEqual(['/a.png']);
    expect(parseImageList('/files/a.png')).toEqual(['/files/a.png']);
    expect(parseImageList('https://x.aliyuncs.com/a.png')).toEqual(['https://x.aliyuncs.com/a.png']);
  });

  it('gives [] for malformed JSON and missing values', () => {
    for (const value of ['[{"imgContent":"/a.png"}', '{broken', '', null, undefined, 5, true]) {
      expect(parseImageList(value)).toEqual([]);
    }
  });
});
