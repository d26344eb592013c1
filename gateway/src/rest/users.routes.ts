import { z } from "zod";
import { idParam } from "./legacy";
import { shim } from "./shim";

interface GridState {
  id: number;
  userId: number;
  gridData: string;
}

const gridStateBody = (s: GridState) => ({ id: s.id, UserId: s.userId, GridData: s.gridData });

const viewState = z.object({
  id: z.union([z.literal(""), z.null(), idParam]).optional().transform((v) => (typeof v === "number" ? v : 0)),
  griddata: z.string({ message: "GridData is required" }).max(200_000, "GridData is too large"),
});

export const userRoutes = [
  shim({
    method: "post",
    path: "/users/viewstate",
    operation: `mutation UsersSaveViewState($input: SaveGridStateInput!) {
      saveGridState(input: $input) { id userId gridData }
    }`,
    // UserId in the body is ignored: a user saves only its own state
    variables: ({ args }) => {
      const v = viewState.parse(args);
      return { input: { id: v.id, gridData: v.griddata } };
    },
    result: (data: { saveGridState: GridState }) => gridStateBody(data.saveGridState),
  }),
  shim({
    method: "post",
    path: "/users/getstate/:viewstate",
    operation: `query UsersGetViewState($id: Int!) { gridStateById(id: $id) { id userId gridData } }`,
    variables: ({ args }) => ({ id: idParam.parse(args.viewstate) }),
    result: (data: { gridStateById: GridState }) => gridStateBody(data.gridStateById),
  }),
];
