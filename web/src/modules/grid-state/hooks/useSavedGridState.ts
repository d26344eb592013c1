import { useCallback, useMemo, useRef } from "react";
import { useApolloClient, useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";
import type { GridStateStore, SavedGridEntry } from "../../../ui/grid";
import { KEYS, writeKey } from "../../../app/session/storage";
import { parseGridData, stringifyGridData, withEntry } from "../grid-data";

export const SavedGridState_Load = graphql(`
  query SavedGridState_Load($grid: String!) {
    gridState(grid: $grid) {
      id
      grid
      gridData
    }
  }
`);

export const SavedGridState_Save = graphql(`
  mutation SavedGridState_Save($input: SaveGridStateInput!) {
    saveGridState(input: $input) {
      id
      grid
      gridData
    }
  }
`);

export type SavedGridState = {
  /** The saved state was read (or could not be: errors are ignored and the grids use defaults) */
  ready: boolean;
  entries: SavedGridEntry[];
  /** A store for one entry (one tab), for useGridView */
  storeFor: (key: string) => GridStateStore;
};

/**
 * The user's saved state of one grid (gridState / saveGridState), one entry per tab. Saves run
 * one after another so that the first creates the record and the next ones update it; the
 * answer is also kept in local storage (keys gridState and viewstate, spec §7).
 */
export function useSavedGridState(grid: string): SavedGridState {
  const client = useApolloClient();
  const { data, error, loading } = useQuery(SavedGridState_Load, { variables: { grid }, fetchPolicy: "cache-first" });
  const state = data?.gridState ?? null;
  const entries = useMemo(() => parseGridData(state?.gridData), [state?.gridData]);

  // after the first read, this hook's own list is the truth: answers to earlier saves may arrive
  // after later saves were made
  const latest = useRef<{ id: number; entries: SavedGridEntry[] | null }>({ id: 0, entries: null });
  if (state && !latest.current.id) latest.current.id = state.id;
  if (latest.current.entries === null && (data || error)) latest.current.entries = entries;
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  const save = useCallback(
    (entry: SavedGridEntry) => {
      latest.current.entries = withEntry(latest.current.entries ?? entries, entry);
      const gridData = stringifyGridData(latest.current.entries);
      queue.current = queue.current.then(async () => {
        try {
          const result = await client.mutate({
            mutation: SavedGridState_Save,
            variables: { input: { id: latest.current.id || null, grid, gridData } },
            update(cache, { data: saved }) {
              if (saved) cache.writeQuery({ query: SavedGridState_Load, variables: { grid }, data: { gridState: saved.saveGridState } });
            },
          });
          const saved = result.data?.saveGridState;
          if (saved) {
            latest.current.id = saved.id;
            writeKey(KEYS.viewstate, String(saved.id));
            writeKey(KEYS.gridState, saved.gridData);
          }
        } catch {
          // view-state errors are ignored (spec §8)
        }
      });
    },
    [client, grid, entries],
  );

  const storeFor = useCallback((key: string): GridStateStore => ({ entry: entries.find((e) => e.key === key) ?? null, save }), [entries, save]);

  return { ready: !loading || Boolean(data) || Boolean(error), entries, storeFor };
}
