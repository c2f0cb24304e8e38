import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Frame, Page } from 'playwright-core';
import type { AxeResults, RunOptions } from 'axe-core';

/**
 * axe-core run in the page itself, injected once per document.
 *
 * `AxeBuilder.analyze()` of @axe-core/playwright evaluates axe's 1.3 MB source three times per
 * call (twice in the page, once in a blank tab it opens to merge the frames' results) and opens
 * and closes that tab each time. Here the minified source is evaluated in each frame of the
 * document that has no axe yet, and `axe.run` in the top frame collects the same-origin frames
 * itself, with the same rules (axe's defaults). Only the violations are returned in full, which
 * is all the journeys read.
 */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** axe answers a frame's request within this time, else the run fails (axe's default is 60 s). */
const FRAME_WAIT_MS = 5_000;

async function inject(frame: Frame): Promise<void> {
  const present = await frame
    .evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function')
    .catch(() => true); // a frame that went away meanwhile is not read
  if (present) return;
  await frame.evaluate(AXE_SOURCE);
  await frame.evaluate(() => {
    (window as unknown as { axe: { configure(spec: object): void } }).axe.configure({
      allowedOrigins: ['<same_origin>'],
    });
  });
}

export async function runAxe(page: Page): Promise<AxeResults> {
  for (const frame of page.frames()) {
    try {
      await inject(frame);
    } catch (error) {
      // The top frame must be read; a child frame that cannot be (cross-origin, detached) is
      // left out, as AxeBuilder leaves it out.
      if (frame === page.mainFrame()) throw error;
    }
  }
  const options: RunOptions = { resultTypes: ['violations'], frameWaitTime: FRAME_WAIT_MS };
  return page.evaluate(
    (runOptions) =>
      (
        window as unknown as {
          axe: { run(context: Document, options: RunOptions): Promise<AxeResults> };
        }
      ).axe.run(document, runOptions),
    options,
  );
}
