import { describe, expect, it } from 'vitest';
import { countCommentLinks, renderCommentText } from './comment-text.ts';

/** No element but the subset's, no attribute but href/rel/title, no script-capable URL. */
function expectInert(html: string): void {
  // Text is escaped (`&lt;`), so every `<` left opens a real element.
  for (const [, tag, attrs] of html.matchAll(/<\/?([a-z0-9]+)([^>]*)>/gi)) {
    expect(['p', 'br', 'em', 'strong', 'blockquote', 'a']).toContain(tag!.toLowerCase());
    for (const [, attr] of attrs!.matchAll(/\s([a-z-]+)="[^"]*"/gi)) expect(['href', 'rel', 'title']).toContain(attr!.toLowerCase());
  }
  for (const [, href] of html.matchAll(/href="([^"]*)"/g)) expect(href).toMatch(/^(https?:|mailto:)/);
}

describe('renderCommentText', () => {
  it('renders the subset: paragraphs, line breaks, emphasis, quotes', () => {
    expect(renderCommentText('Hello *you* and **all**\nnext line\n\n> quoted')).toBe('<p>Hello <em>you</em> and <strong>all</strong><br>\nnext line</p>\n<blockquote>\n<p>quoted</p>\n</blockquote>\n');
  });

  it('links written and bare addresses, with rel="nofollow ugc noopener"', () => {
    expect(renderCommentText('[the story](https://example.com/a) and https://example.org and www.example.net')).toBe(
      '<p><a href="https://example.com/a" rel="nofollow ugc noopener">the story</a> and <a href="https://example.org" rel="nofollow ugc noopener">https://example.org</a> and <a href="http://www.example.net" rel="nofollow ugc noopener">www.example.net</a></p>\n',
    );
  });

  it('keeps headings, lists, tables and code as the plain text typed', () => {
    const html = renderCommentText('# Title\n- item\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\n```\ncode\n```\n`inline`\n\n    indented\n\n---');
    expect(html).not.toMatch(/<(h1|ul|li|table|pre|code|hr)\b/);
    expect(html).toContain('# Title');
    expectInert(html);
  });

  it.each([
    ['<script>alert(1)</script>'],
    ['<img src=x onerror=alert(1)>'],
    ['<a href="javascript:alert(1)">x</a>'],
    ['[click](javascript:alert(1))'],
    ['[click](JaVaScRiPt:alert(1))'],
    ['[click](&#106;avascript:alert(1))'],
    ['<javascript:alert(1)>'],
    ['[data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
    ['![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)'],
    ['![cat](https://example.com/cat.png)'],
    ['[x](vbscript:msgbox(1))'],
    ['[x](https://example.com "a\\" onmouseover=\\"alert(1)")'],
    ['<svg onload=alert(1)>'],
    ['<iframe src="https://evil.example"></iframe>'],
    ['"><img src=x onerror=alert(1)>'],
  ])('renders %j inert', (payload) => {
    const html = renderCommentText(payload);
    expectInert(html);
    expect(html).not.toMatch(/<(script|img|iframe|svg)/i);
    expect(html).not.toMatch(/javascript:|data:/i.test(payload) ? /href="(javascript|data):/i : /$^/);
  });

  it('never makes an image from the image syntax', () => {
    expect(renderCommentText('![cat](https://example.com/cat.png)')).toBe('<p>!<a href="https://example.com/cat.png" rel="nofollow ugc noopener">cat</a></p>\n');
  });
});

describe('countCommentLinks', () => {
  it('counts written and auto-linked links, and ignores refused ones', () => {
    expect(countCommentLinks('no links here')).toBe(0);
    expect(countCommentLinks('[a](https://a.example) https://b.example www.c-example.org mail@d.example')).toBe(4);
    expect(countCommentLinks('[x](javascript:alert(1))')).toBe(0);
    expect(countCommentLinks('> quoted https://a.example')).toBe(1);
  });
});
