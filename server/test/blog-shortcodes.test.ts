import DataLoader from 'dataloader';
import { sanitizeHtml } from '../src/common/html';
import { postExcerpt } from '../src/modules/blog/post-excerpt';
import { type PostCard, expandShortcodes, renderShortcodes, shortcodeFor, shortcodeIds, stripShortcodes } from '../src/modules/blog/shortcodes';

/** Blog-post shortcodes and excerpts as pure functions (the API round trips are in admin-blog.test.ts). */
const A = '0b0e5c44-6f1a-4c1e-9d7a-2f4a1c3b5d6e';
const B = '7d1f2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b';
const posts = (...cards: PostCard[]) => new Map(cards.map((c) => [c.id, c]));
const post = (over: Partial<PostCard> = {}): PostCard => ({ id: A, title: 'Funding', imageUrl: null, excerpt: '', ...over });
const link = (id = A, title = 'Funding') => `<a href="/blog/${id}">${title}</a>`;

describe('shortcodes', () => {
  it('are the post id in a blog-post tag', () => {
    expect(shortcodeFor(A)).toBe(`[blog-post id="${A}"]`);
  });

  it('are found however the editor or sanitiser wrote the quotes, once per post, in lower case', () => {
    const html = sanitizeHtml(
      `<p>[blog-post id="${A}"] [blog-post id=&quot;${A.toUpperCase()}&quot;] [blog-post id='${B}'] [blog-post  id=${B} ]</p>`,
    );
    expect(shortcodeIds(html)).toEqual([A, B]);
    expect(expandShortcodes(html, posts(post(), post({ id: B, title: 'Other' })))).toBe(
      `<p>${link()} ${link()} ${link(B, 'Other')} ${link(B, 'Other')}</p>`,
    );
  });

  it('ignore what only looks like one', () => {
    const html = `<p>[blog-post id="not-a-uuid"] [blog-post]</p><p>[blog-posts id="${A}"]</p>`;
    expect(shortcodeIds(html)).toEqual([]);
    expect(expandShortcodes(html, posts(post()))).toBe(html);
  });

  it('become a card alone in a paragraph, with the image only from our uploads or http(s), and everything escaped', () => {
    const tricky = post({ title: `"Fees" <b>& more</b>`, excerpt: `It's <i>short</i>`, imageUrl: '/uploads/blog-images/a.jpg?x="1"' });
    expect(expandShortcodes(`<p> [blog-post id="${A}"] </p>`, posts(tricky))).toBe(
      `<div class="post-card"><a class="post-card__link" href="/blog/${A}">` +
        `<img class="post-card__image" src="/uploads/blog-images/a.jpg?x=&quot;1&quot;" alt="" loading="lazy">` +
        `<span class="post-card__body"><span class="post-card__label">Related post</span>` +
        `<strong class="post-card__title">&quot;Fees&quot; &lt;b&gt;&amp; more&lt;/b&gt;</strong>` +
        `<span class="post-card__excerpt">It&#39;s &lt;i&gt;short&lt;/i&gt;</span></span></a></div>`,
    );
    for (const imageUrl of ['javascript:alert(1)', 'data:image/png;base64,AAAA', '//evil.example/a.png']) {
      expect(expandShortcodes(`<p>[blog-post id="${A}"]</p>`, posts(post({ imageUrl })))).not.toContain('<img');
    }
    expect(expandShortcodes(`<p>[blog-post id="${A}"]</p>`, posts(post({ imageUrl: 'https://cdn.example/a.png' })))).toContain(
      'src="https://cdn.example/a.png"',
    );
  });

  it('leave nothing for a post that is not in the map (draft, deleted, never existed)', () => {
    expect(expandShortcodes(`<p>A</p><p>[blog-post id="${A}"]</p><p>B [blog-post id="${B}"] C</p>`, posts())).toBe('<p>A</p><p>B  C</p>');
  });

  it('are expanded in text only, never inside a tag', () => {
    const html = sanitizeHtml(`<p><a href="https://example.com/" title='[blog-post id="${A}"]'>x</a> [blog-post id="${A}"]</p>`);
    expect(expandShortcodes(html, posts(post()))).toBe(
      `<p><a href="https://example.com/" title="[blog-post id=&quot;${A}&quot;]">x</a> ${link()}</p>`,
    );
  });

  it('read every post of a page of HTML in one batch', async () => {
    const batches: string[][] = [];
    const loader = new DataLoader<string, PostCard | null>(async (ids) => {
      batches.push([...ids]);
      return ids.map((id) => (id === A ? post() : null));
    });
    const html = `<p>[blog-post id="${A}"]</p><p>[blog-post id="${B}"] and [blog-post id="${A.toUpperCase()}"]</p>`;
    expect(await renderShortcodes(html, loader)).toBe(`${expandShortcodes(`<p>[blog-post id="${A}"]</p>`, posts(post()))}<p> and ${link()}</p>`);
    expect(batches).toEqual([[A, B]]);
    expect(await renderShortcodes('<p>No codes</p>', loader)).toBe('<p>No codes</p>');
    expect(batches).toHaveLength(1);
  });
});

describe('excerpts', () => {
  it('leave shortcodes out and read as plain text', () => {
    expect(postExcerpt(`<h2>Fees &amp; costs</h2><p>[blog-post id="${A}"]</p><p>Ask [blog-post id=&quot;${B}&quot;] early.</p>`, 200)).toBe(
      'Fees & costs Ask early.',
    );
    expect(stripShortcodes(`a[blog-post id="${A}"]b`)).toBe('ab');
  });

  it('are cut at a word boundary with an ellipsis', () => {
    expect(postExcerpt('<p>one two three four</p>', 12)).toBe('one two…');
    expect(postExcerpt('<p>one two three four</p>', 18)).toBe('one two three four');
    expect(postExcerpt('<p>abcdefghijklmnop</p>', 5)).toBe('abcde…');
  });
});
