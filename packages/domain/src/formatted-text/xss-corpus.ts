/**
 * Attempts to run a script through formatted text, each with its verdict: refused with the problem the
 * server answers (400 `content: <problem>`) and the field shows, or accepted and shown as the text given.
 * Shared by the domain's tests, the server's tests (through the API) and the stories (through the
 * renderer and the editor), so every path in is tried with the same list. The payloads call `alert`, which
 * the stories and journeys watch: none may run.
 */
export type XssCorpusEntry = {
  name: string;
  source: string;
} & (
  | { verdict: 'refused'; problem: string }
  /** `shownText` is what the reader sees (the rendered text content), markup as its characters. */
  | { verdict: 'shown-as-text'; shownText: string }
);

const LINK_PROBLEM = 'links may only be http, https or mailto:';
const IMAGES_PROBLEM = 'images are not allowed; attach the file instead.';

function asText(name: string, source: string, shownText = source): XssCorpusEntry {
  return { name, source, verdict: 'shown-as-text', shownText };
}

function refusedLink(name: string, source: string, shownUrl: string): XssCorpusEntry {
  return { name, source, verdict: 'refused', problem: `${LINK_PROBLEM} ${shownUrl}.` };
}

function refusedImage(name: string, source: string): XssCorpusEntry {
  return { name, source, verdict: 'refused', problem: IMAGES_PROBLEM };
}

export const XSS_CORPUS: readonly XssCorpusEntry[] = [
  asText('script tag', '<script>alert(1)</script>'),
  asText('script tag inside a sentence', 'Hello <script>alert(1)</script> world'),
  asText('script tag inside bold', '**<script>alert(1)</script>**', '<script>alert(1)</script>'),
  asText('img with an onerror handler', '<img src=x onerror=alert(1)>'),
  asText('element with an event handler', '<div onmouseover="alert(1)">hover me</div>'),
  asText('body onload', '<body onload=alert(1)>'),
  asText('iframe with a javascript: source', '<iframe src="javascript:alert(1)"></iframe>'),
  asText('raw HTML link to javascript:', '<a href="javascript:alert(1)">click</a>'),
  asText('svg with onload', '<svg onload=alert(1)><circle r="10"/></svg>'),
  asText('svg with a script inside', '<svg><script>alert(1)</script></svg>'),
  asText('style with a javascript: url', '<style>body{background:url("javascript:alert(1)")}</style>'),
  asText('unclosed img tag', '<img src=x onerror=alert(1)//'),
  asText('nested broken script tags', '<<script>script>alert(1)<</script>/script>'),
  asText(
    'mutation XSS through math and style',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  ),
  asText('HTML comment hiding a tag', '<!-- --><img src=x onerror=alert(1)> -->'),
  asText('entity-encoded script tag', '&lt;script&gt;alert(1)&lt;/script&gt;', '<script>alert(1)</script>'),
  asText('javascript: as plain words', 'javascript:alert(1)'),
  asText('link target broken by a line ending', '[a](java\nscript:alert(1))', '[a](java\nscript:alert(1))'),
  asText('title attribute breaking out', '[a](https://example.com "x\\" onmouseover=\\"alert(1)")', 'a'),
  asText('quote inside an https url', '[a](<https://example.com/"onmouseover="alert(1)>)', 'a'),
  refusedLink('javascript: link', '[a](javascript:alert(1))', 'javascript:alert(1)'),
  refusedLink('javascript: link in angle brackets', '[a](<javascript:alert(1)>)', 'javascript:alert(1)'),
  refusedLink('javascript: link after a space', '[a]( javascript:alert(1))', 'javascript:alert(1)'),
  refusedLink('JAVASCRIPT: in capitals', '[a](JAVASCRIPT:alert(1))', 'JAVASCRIPT:alert(1)'),
  refusedLink('JaVaScRiPt: in mixed case', '[a](JaVaScRiPt:alert(1))', 'JaVaScRiPt:alert(1)'),
  refusedLink('colon as a decimal entity', '[a](javascript&#58;alert(1))', 'javascript:alert(1)'),
  refusedLink('letter as a decimal entity', '[a](&#106;avascript:alert(1))', 'javascript:alert(1)'),
  refusedLink('letter as a hex entity', '[a](&#x6A;avascript:alert(1))', 'javascript:alert(1)'),
  refusedLink('colon as a named entity', '[a](javascript&colon;alert(1))', 'javascript:alert(1)'),
  refusedLink('leading space inside angle brackets', '[a](< javascript:alert(1)>)', 'javascript:alert(1)'),
  refusedLink('leading control character', '[a](<\u0001javascript:alert(1)>)', '\uFFFDjavascript:alert(1)'),
  refusedLink('tab inside the scheme', '[a](<java\tscript:alert(1)>)', 'java\uFFFDscript:alert(1)'),
  refusedLink('reference link to javascript:', '[a][x]\n\n[x]: javascript:alert(1)', 'javascript:alert(1)'),
  refusedLink('shortcut reference to javascript:', '[x]\n\n[x]: javascript:alert(1)', 'javascript:alert(1)'),
  refusedLink('autolink to javascript:', '<javascript:alert(1)>', 'javascript:alert(1)'),
  refusedLink(
    'data: link with an HTML page',
    '[a](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  ),
  refusedLink('data: autolink', '<data:text/html,alert(1)>', 'data:text/html,alert(1)'),
  refusedLink('vbscript: link', '[a](vbscript:msgbox(1))', 'vbscript:msgbox(1)'),
  refusedLink('protocol-relative link', '[a](//evil.example/x)', '//evil.example/x'),
  refusedLink('relative link', '[a](/admin/delete)', '/admin/delete'),
  refusedLink('empty link', '[a]()', 'an empty link'),
  refusedImage('image with a javascript: source', '![x](javascript:alert(1))'),
  refusedImage('image from the web', '![logo](https://example.com/logo.png)'),
  refusedImage('reference image', '![x][i]\n\n[i]: https://example.com/a.svg'),
];
