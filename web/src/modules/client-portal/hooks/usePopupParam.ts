import { useSearchParams } from "react-router-dom";

/** The portal's popups opened from the address: `?workOrder={id}`, `?ppm={id}` (links elsewhere lead straight to them) */
export type PopupParam = "workOrder" | "ppm";

/** A link, relative to the page shown, that opens a popup over it */
export function popupLink(param: PopupParam, id: number): string {
  return `?${param}=${id}`;
}

/**
 * The id a page's popup shows, from its address (`?workOrder=7`), and a way to close it (the
 * parameter goes; the page's other parameters stay).
 */
export function usePopupParam(param: PopupParam): { id: number | null; close: () => void } {
  const [params, setParams] = useSearchParams();
  const n = Number(params.get(param));
  return {
    id: Number.isInteger(n) && n > 0 ? n : null,
    close: () =>
      setParams(
        (p) => {
          const next = new URLSearchParams(p);
          next.delete(param);
          return next;
        },
        { replace: false },
      ),
  };
}
