/**
 * Fixtures the server tests and the browser journeys share (`@yuanfen/contract/testing`); never imported
 * by product code.
 */

/**
 * Text members could type that would run or render as markup if it ever reached the DOM as HTML: tags,
 * event handlers, URLs, template syntax, entities, direction overrides. Every one must come back byte for
 * byte and show as the same characters.
 */
export const XSS_CORPUS: readonly string[] = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(document.cookie)',
  '<svg/onload=alert(1)>',
  '"><iframe src="javascript:alert(1)"></iframe>',
  "'; DROP TABLE feeds; --",
  '&lt;b&gt;already escaped&lt;/b&gt; & <b>bold</b>',
  '<a href="javascript:alert(1)">[heart] click</a>',
  '{{constructor.constructor("alert(1)")()}}',
  '<style>body{display:none}</style><math><mtext><table><mglyph><style><img src=x onerror=alert(2)>',
  '\u202eevil\u200b 😍 中文 русский',
];
