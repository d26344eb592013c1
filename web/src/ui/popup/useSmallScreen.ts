import { useEffect, useState } from "react";

/** The spec's small screen: under 800 by 600, where popups take the whole window. */
export function isSmallScreen(width: number, height: number): boolean {
  return width < 800 || height < 600;
}

/** Below this width (a phone) grids become lists of cards */
export const NARROW_WIDTH = 640;

/** A phone-wide window: grids show their rows as cards */
export function isNarrowScreen(width: number): boolean {
  return width < NARROW_WIDTH;
}

function useWindowTest(test: () => boolean): boolean {
  const [on, setOn] = useState(test);
  useEffect(() => {
    const update = () => setOn(test());
    update();
    window.addEventListener("resize", update);
    return () => window.removeEventListener("resize", update);
    // the test reads only the window
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return on;
}

export function useSmallScreen(): boolean {
  return useWindowTest(() => isSmallScreen(window.innerWidth, window.innerHeight));
}

/** Whether the window is phone-wide (under 640 px), following its resizes */
export function useNarrowScreen(): boolean {
  return useWindowTest(() => isNarrowScreen(window.innerWidth));
}
