/**
 * `<html data-ready>`: the app runs the page. A page the server rendered (decision 0014) is on
 * screen before that, and a click or keystroke then would reach no handler: the end-to-end journeys
 * wait for this mark after every load, as a person waits for a page to respond.
 */
let serverRendered = false;

/** main.tsx: the app is taking over a page the server rendered. */
export function startingFromServerPage(): void {
  serverRendered = true;
}

/** Whether the app took over a page the server rendered (then the page itself marks readiness). */
export function fromServerPage(): boolean {
  return serverRendered;
}

export function markReady(): void {
  if (typeof document !== 'undefined') document.documentElement.dataset.ready = 'true';
}
