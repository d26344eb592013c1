import { useEffect, useState } from "react";

/** The spec's small screen: under 800 by 600, where popups take the whole window. */
export function isSmallScreen(width: number, height: number): boolean {
  return width < 800 || height < 600;
}

export function useSmallScreen(): boolean {
  const [small, setSmall] = useState(() => isSmallScreen(window.innerWidth, window.innerHeight));
  useEffect(() => {
    const update = () => setSmall(isSmallScreen(window.innerWidth, window.innerHeight));
    window.addEventListener("resize", update);
    return () => window.removeEventListener("resize", update);
  }, []);
  return small;
}
