import MarkdownIt from 'markdown-it';

/**
 * The one renderer of comment text, on the server (the API's `html`, the server-rendered page) and
 * in the browser (the composer's preview, comments written offline): markdown-it, a well-kept
 * CommonMark library, never a hand-written parser (issue #28).
 *
 * Only the small subset of the issue is on: paragraphs, line breaks, emphasis, quotes and links
 * (written or auto-linked). Everything else (raw HTML, images, headings, lists, tables, code) is off,
 * so it stays the text the person typed, escaped. Links go to http(s) and mailto only, and carry
 * `rel="nofollow ugc noopener"`: comments are user content, and search engines must not credit them.
 */
const markdown = new MarkdownIt('zero', { html: false, linkify: true, breaks: true, typographer: false }).enable([
  'blockquote',
  'newline',
  'escape',
  'entity',
  'emphasis',
  'link',
  'autolink',
  'linkify',
]);

// linkify-it 6 recognises only links with a scheme unless told: people write "www.example.org" too.
markdown.linkify.set({ fuzzyLink: true });

const SAFE_LINK = /^(https?:|mailto:)/i;

// Relative and protocol-less links are refused too: a comment has no base to be relative to, and
// `javascript:`, `data:`, `vbscript:` and the like never become a link.
markdown.validateLink = (url: string): boolean => SAFE_LINK.test(url.trim());

markdown.renderer.rules.link_open = (tokens, index, options, _env, self) => {
  tokens[index]!.attrSet('rel', 'nofollow ugc noopener');
  return self.renderToken(tokens, index, options);
};

/** The HTML of a comment's Markdown text; inert whatever was typed (no raw HTML, safe links only). */
export function renderCommentText(body: string): string {
  return markdown.render(body);
}

/** How many links a comment's text makes (written and auto-linked): more than 3 holds it. */
export function countCommentLinks(body: string): number {
  let links = 0;
  for (const block of markdown.parse(body, {})) {
    for (const token of block.children ?? []) if (token.type === 'link_open') links++;
  }
  return links;
}
