// When a public page was hydrated, read in the page itself (shared by the first-tap benches).
// Waits in the page for <html data-hydrated="true"> and reads when it was set, through the DevTools protocol in the
// page's own world: a few lines of script, where Playwright's waitForFunction would first compile its own injected
// script (about 280 ms of the throttled main thread, counted against the page by the first version of this bench).
const HYDRATED_AT = `new Promise((resolve) => {
  const root = document.documentElement;
  const nav = () => performance.getEntriesByType('navigation')[0];
  const answer = (at) => resolve({ load: nav().loadEventStart, hydrated: at, fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null });
  if (root.dataset.hydrated === 'true') return answer(performance.now());
  new MutationObserver((_, observer) => {
    if (root.dataset.hydrated !== 'true') return;
    observer.disconnect();
    answer(performance.now());
  }).observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
})`;

/**
 * Waits for <html data-hydrated="true"> and the load event; times from navigation (ms): `fcp`, `load`,
 * `hydrated`. Call after `page.goto(url, { waitUntil: 'domcontentloaded' })`.
 */
export async function hydrationTimes(page, cdp) {
  const { result, exceptionDetails } = await cdp.send('Runtime.evaluate', {
    expression: HYDRATED_AT,
    awaitPromise: true,
    returnByValue: true,
    timeout: 60_000,
  });
  if (exceptionDetails) throw new Error(`${page.url()}: ${exceptionDetails.text}`);
  let times = result.value;
  // Hydrated before the load event: wait for it, to have both.
  if (!(times.load > 0)) {
    await page.waitForLoadState('load');
    const load = await cdp.send('Runtime.evaluate', {
      expression: "performance.getEntriesByType('navigation')[0].loadEventStart",
      returnByValue: true,
    });
    times = { ...times, load: load.result.value };
  }
  return times;
}
