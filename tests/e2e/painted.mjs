// Timing read in the page itself, for the benchmarks (peers.mjs, perf.mjs).
//
// Polling from the test process (Playwright's waitForFunction) is not a neutral instrument: its
// injected script is evaluated on the page's main thread while the page is still building its
// view, and each poll answers a frame late at best. On our page that added about 50 ms to the
// median first complete view (docs/PERFORMANCE.md). An init script instead watches the page's
// own mutations and takes the time when the frame that first shows the complete view has been
// painted: the first task after that frame's animation-frame callbacks.

/** Our page's first complete view: the numbers, the limiter and the three impact charts painted
 *  (each impact chart sets data-marker-x after its paint), in the language the link asks for. */
export const completeView = () => document.querySelector('[data-testid=occupancy]')?.textContent.trim()
  && document.querySelector('.limited-by strong')?.textContent.trim()
  && document.querySelectorAll('.charts canvas[data-marker-x]').length === 3
  && document.documentElement.lang === (new URLSearchParams(location.search).get('lang') ?? 'en');

/** An init script that sets `window.__painted`: a promise of milliseconds from navigation start
 *  to the painted frame in which `complete()` (run in the page, self-contained) first holds.
 *  `atLoad`, if given, runs in the page one task after its load event: what a user would do
 *  before the page shows anything (submit a form, choose a GPU). */
export function paintedWhen(complete, { atLoad } = {}) {
  return `
    window.__painted = new Promise((resolve) => {
      const complete = ${complete.toString()};
      const painted = () => requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now());
        channel.port2.postMessage(0);
      });
      const observer = new MutationObserver(() => {
        if (!complete()) return;
        observer.disconnect();
        painted();
      });
      observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
    });
    ${atLoad ? `addEventListener('load', () => setTimeout(${atLoad.toString()}));` : ''}`;
}

/** Waits for the time `paintedWhen` recorded. */
export const painted = (page) => page.evaluate(() => window.__painted);
