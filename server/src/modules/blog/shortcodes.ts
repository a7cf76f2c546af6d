import type DataLoader from 'dataloader';

/**
 * Blog-post shortcodes: `[blog-post id="<post id>"]`, copied from All Blog Articles into a post or a category
 * article. On the public site each one becomes a card linking to that post (alone in a paragraph) or a link
 * with the post's title (inside a sentence); a post that is gone or unpublished leaves nothing behind.
 * Expansion runs after sanitising, on every read, so a post's card follows its current title and status.
 */

export const shortcodeFor = (postId: string) => `[blog-post id="${postId}"]`;

/** The editor and sanitiser may write the quotes as entities; ids are matched case-insensitively. */
const QUOTE = `(?:"|&quot;|&#34;|&#x22;|'|&#39;|&#x27;)?`;
const CODE = `\\[blog-post\\s+id=${QUOTE}([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})${QUOTE}\\s*\\]`;
const ALONE = new RegExp(`<p>\\s*${CODE}\\s*</p>`, 'gi');
const INLINE = new RegExp(CODE, 'gi');
/** A tag of sanitised HTML: the sanitiser writes any '<' or '>' inside an attribute value as an entity. */
const TAG = /(<[^>]*>)/;

/** The post ids the shortcodes of some HTML name, lower-cased and once each. */
export function shortcodeIds(html: string): string[] {
  return [...new Set([...html.matchAll(INLINE)].map((m) => m[1].toLowerCase()))];
}

/** The HTML without its shortcodes, for plain-text excerpts. */
export const stripShortcodes = (html: string) => html.replace(INLINE, '');

/** What a card shows of a published post. */
export interface PostCard {
  id: string;
  title: string;
  imageUrl: string | null;
  excerpt: string;
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Only our own stored uploads and http(s) addresses go into a card's image. */
const safeImage = (url: string | null) => (url && /^(\/uploads\/|https?:\/\/)/.test(url) ? url : null);

function card(post: PostCard): string {
  const href = `/blog/${post.id}`;
  const image = safeImage(post.imageUrl);
  return (
    `<div class="post-card">` +
    `<a class="post-card__link" href="${href}">` +
    (image ? `<img class="post-card__image" src="${escape(image)}" alt="" loading="lazy">` : '') +
    `<span class="post-card__body"><span class="post-card__label">Related post</span>` +
    `<strong class="post-card__title">${escape(post.title)}</strong>` +
    (post.excerpt ? `<span class="post-card__excerpt">${escape(post.excerpt)}</span>` : '') +
    `</span></a></div>`
  );
}

/** Replaces each shortcode with its post's card or link, or with nothing when `posts` lacks the post. */
export function expandShortcodes(html: string, posts: Map<string, PostCard>): string {
  return (
    html
      .replace(ALONE, (_m, id: string) => {
        const post = posts.get(id.toLowerCase());
        return post ? card(post) : '';
      })
      // Only in text: a shortcode inside an attribute value (an image's alt, a link's title) stays as written,
      // as markup put there would end the attribute early.
      .split(TAG)
      .map((part, i) =>
        i % 2 === 1
          ? part
          : part.replace(INLINE, (_m, id: string) => {
              const post = posts.get(id.toLowerCase());
              return post ? `<a href="/blog/${post.id}">${escape(post.title)}</a>` : '';
            }),
      )
      .join('')
  );
}

/** Sanitised HTML with its shortcodes expanded, the cards' posts read in one batch per request. */
export async function renderShortcodes(html: string, cards: DataLoader<string, PostCard | null>): Promise<string> {
  const ids = shortcodeIds(html);
  if (ids.length === 0) return html;
  const found = await cards.loadMany(ids);
  const posts = new Map<string, PostCard>();
  for (const post of found) if (post && !(post instanceof Error)) posts.set(post.id, post);
  return expandShortcodes(html, posts);
}
