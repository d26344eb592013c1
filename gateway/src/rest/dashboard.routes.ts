import { z } from "zod";
import { graphql } from "../gql";
import { idParam } from "./legacy";
import { legacy, list } from "./shape";
import { shim, ShimInputError } from "./shim";
import { legacyWorkOrder } from "./work-orders.routes";

/** `ids` as the dashboard sends them from its cookie: a comma list of work-order ids (at most 10). */
const idList = z
  .union([z.string(), z.number(), z.undefined(), z.null()])
  .transform((v): (string | number)[] =>
    v == null
      ? []
      : String(v)
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean),
  )
  .pipe(z.array(idParam).max(10, "at most 10 ids"));

export const dashboardRoutes = [
  shim({
    method: "get",
    path: "/Dashboard",
    tenancy: "scoped:client",
    operation: graphql(`
      query DashboardCounters {
        dashboard {
          overdueWorkOrders
          overdueWorkOrderAverage
          workOrdersLoggedThisWeek
          workOrdersClosedThisWeek
          weeks {
            weekStart
            logged
            closed
          }
        }
      }
    `),
    result: ({ dashboard }) => legacy()(dashboard),
  }),
  shim({
    method: "get",
    path: "/dashboard/recentworkorders",
    tenancy: "scoped:client",
    operation: graphql(`
      query DashboardRecentWorkOrders($isStaff: Boolean!, $ids: [Int!]!) {
        recentWorkOrders(ids: $ids) {
          ...LegacyWorkOrderRow
        }
      }
    `),
    variables: ({ args }) => {
      const ids = idList.safeParse(args.ids);
      if (!ids.success) throw new ShimInputError(`ids: ${ids.error.issues[0]!.message}`);
      return { ids: ids.data };
    },
    result: ({ recentWorkOrders }) => list(recentWorkOrders.map(legacyWorkOrder)),
  }),
];
