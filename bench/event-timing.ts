// What the page benches read in the page: Event Timing entries (interactions as INP counts them), long
// animation frames, frame gaps while scrolling, and the most DOM nodes seen. Added before the site's script.
import type { Page } from 'playwright-core';

/** In the page, from before the site's script: interactions, frame gaps while scrolling, DOM size. */
export const INSTRUMENT = `
  window.__bench = { events: [], maxNodes: 0, scrolling: false, longestScrollFrame: 0, frames: [] };
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const scripts = (entry.scripts || []).reduce((sum, script) => sum + script.duration, 0);
        const render = entry.renderStart ? entry.startTime + entry.duration - entry.renderStart : 0;
        const layout = entry.styleAndLayoutStart ? entry.startTime + entry.duration - entry.styleAndLayoutStart : 0;
        window.__bench.frames.push({ at: Math.round(entry.startTime), duration: Math.round(entry.duration), scripts: Math.round(scripts), render: Math.round(render), layout: Math.round(layout), scrolling: window.__bench.scrolling, top: (entry.scripts || []).map((script) => script.invoker + ' ' + Math.round(script.duration)).slice(0, 3) });
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  } catch {}
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__bench.events.push({ name: entry.name, duration: entry.duration, target: entry.target ? entry.target.tagName : null, interaction: entry.interactionId > 0 });
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
  let last = 0;
  const frame = (now) => {
    const nodes = document.getElementsByTagName('*').length;
    if (nodes > window.__bench.maxNodes) window.__bench.maxNodes = nodes;
    if (window.__bench.scrolling && last > 0) window.__bench.longestScrollFrame = Math.max(window.__bench.longestScrollFrame, now - last);
    last = now;
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
`;

export interface BenchState {
  events: { name: string; duration: number; target: string | null; interaction: boolean }[];
  frames: { duration: number; scripts: number; render: number; scrolling: boolean }[];
  maxNodes: number;
  longestScrollFrame: number;
}

export const benchState = (page: Page) => page.evaluate(() => (window as unknown as { __bench: BenchState }).__bench);

export const settle = (page: Page, ms = 300) => page.waitForTimeout(ms);

