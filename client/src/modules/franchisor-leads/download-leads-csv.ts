/**
 * Downloads the CSV export with the session cookie, so a refusal (signed out, access lost) is shown as
 * a message instead of being saved as a file.
 */
export async function downloadLeadsCsv(url: string): Promise<void> {
  const res = await fetch(url, { credentials: 'same-origin' });
  if (!res.ok) {
    const text = res.headers.get('content-type')?.startsWith('text/plain') ? (await res.text()).slice(0, 300) : '';
    throw new Error(text || 'The export failed. Please try again.');
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'leads.csv';
  const href = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
