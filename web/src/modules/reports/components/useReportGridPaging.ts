import { useEffect, useRef } from "react";
import type { GridView } from "../../../ui/grid";

/** Back to the first page when the report's filters change (not on the first render) */
export function useFirstPageOnChange<Row>(view: GridView<Row>, key: unknown) {
  const first = useRef(true);
  const setPage = view.setPage;
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    setPage(1);
    // the filters' values, compared by their text
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [JSON.stringify(key)]);
}
