import { createContext, useContext } from "react";
import type { AccessViewer } from "./viewer";

/** The signed-in user as the shell read it (`me`), for the pages inside the shell */
export type Viewer = AccessViewer & {
  userId: number;
  fullName: string;
};

export const ViewerContext = createContext<Viewer | null>(null);

export function useViewer(): Viewer {
  const viewer = useContext(ViewerContext);
  if (!viewer) throw new Error("useViewer outside the shell");
  return viewer;
}
