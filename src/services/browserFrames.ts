import type { FrameScheduler } from './ports';

/** requestAnimationFrame, with a timer when the pane is hidden (rAF does not fire in background tabs). */
export const browserFrames: FrameScheduler = {
  nextFrame: () =>
    new Promise((resolve) => {
      if (document.visibilityState === 'hidden') setTimeout(resolve, 16);
      else requestAnimationFrame(() => resolve());
    }),
};
