/** Structured data (schema.org, JSON-LD) for search engines: in the server-rendered HTML and kept on hydration. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson({ '@context': 'https://schema.org', ...data }) }} />;
}

/** JSON for inside a script element: '<' escaped, so no text in the data can close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** A FAQPage from question and answer pairs (answers as plain text). */
export function faqPage(faqs: { question: string; answer: string }[]): Record<string, unknown> {
  return {
    '@type': 'FAQPage',
    mainEntity: faqs.map((f) => ({ '@type': 'Question', name: f.question, acceptedAnswer: { '@type': 'Answer', text: f.answer } })),
  };
}

/** Plain text of a React node (strings and the children of elements), for answers written as JSX. */
export function nodeText(node: React.ReactNode): string {
  if (node == null || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(nodeText).join('');
  if (typeof node === 'object' && 'props' in node) return nodeText((node.props as { children?: React.ReactNode }).children);
  return '';
}
