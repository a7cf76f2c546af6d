import { htmlToText } from '../../common/html';
import { stripShortcodes } from './shortcodes';

/** The start of a post's body as plain text (shortcodes left out), cut at a word boundary with an ellipsis. */
export function postExcerpt(html: string, chars: number): string {
  const text = htmlToText(stripShortcodes(html));
  if (text.length <= chars) return text;
  const cut = text.lastIndexOf(' ', chars);
  return `${text.slice(0, cut > 0 ? cut : chars)}…`;
}
