import { describe, expect, it } from 'vitest';
import { cdata, clean, el, esc, paragraphsHtml } from './xml.ts';

describe('feed XML helpers', () => {
  it('escape the five XML specials and leave other text as is', () => {
    expect(esc(`a & b < c > d "e" 'f'`)).toBe('a &amp; b &lt; c &gt; d &quot;e&quot; &apos;f&apos;');
    expect(esc('Élève — ça va')).toBe('Élève — ça va');
  });

  it('drop what XML 1.0 cannot carry (control characters, lone surrogates) and keep emoji', () => {
    expect(clean('a\u0000b\u001Fc\tc\nd')).toBe('abc\tc\nd');
    expect(clean('x\uD800y\uDC00z 🎙️')).toBe('xyz 🎙️');
  });

  it('split a ]]> inside CDATA across two sections', () => {
    expect(cdata('a ]]> b')).toBe('<![CDATA[a ]]]]><![CDATA[> b]]>');
  });

  it('make paragraphs from blank-line separated text, escaped, and omit empty elements', () => {
    expect(paragraphsHtml('One <b>\n\nTwo\nlines')).toBe('<p>One &lt;b&gt;</p><p>Two<br>lines</p>');
    expect(el('itunes:subtitle', '')).toBe('');
    expect(el('guid', 'x', { isPermaLink: 'false' })).toBe('<guid isPermaLink="false">x</guid>');
  });
});
