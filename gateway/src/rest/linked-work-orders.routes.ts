import { z } from "zod";
import { graphql } from "../gql";
import type { LegacyLinkedWorkOrderFragment } from "../gql/graphql";
import { idParam, optionalId, pageArgs } from "./legacy";
import { list } from "./shape";
import { shim, ShimInputError } from "./shim";

graphql(`
  fragment LegacyLinkedWorkOrder on LinkedWorkOrder {
    id
    parentWorkOrderId
    childWorkOrderId
    workOrder {
      id
      refNo
      dateOpened
      progressCode
      contractorName
      subTradeName
      workOrderType
      workOrderStatus
    }
  }
`);

/** A link row as the linked-orders grid reads it (§2 link popup): the other order's fields, and lwId the link's id. */
export const legacyLink = (l: LegacyLinkedWorkOrderFragment) => ({
  WorkOrderId: l.workOrder.id,
  Reference: l.workOrder.refNo,
  DateOpened: l.workOrder.dateOpened,
  ProgressCode: l.workOrder.progressCode ?? null,
  Contractor: l.workOrder.contractorName ?? null,
  Subtrade: l.workOrder.subTradeName ?? null,
  WorkOrderType: l.workOrder.workOrderType ?? null,
  WorkOrderStatus: l.workOrder.workOrderStatus ?? null,
  lwId: l.id,
  ParentWorkOrderId: l.parentWorkOrderId,
  ChildWorkOrderId: l.childWorkOrderId,
});

/** A pair linked already is a conflict (409); linking an order to itself is invalid (400). */

const linkBody = z.object({ parentworkorderid: idParam, childworkorderid: idParam });

export const linkedWorkOrderRoutes = [
  shim({
    method: "get",
    path: "/LinkedWorkOrders",
    tenancy: "scoped",
    operation: graphql(`
      query LinkedWorkOrdersList($has: Boolean!, $workOrderId: Int!, $page: Int!, $pageSize: Int!) {
        linkedWorkOrders(workOrderId: $workOrderId, page: $page, pageSize: $pageSize) @include(if: $has) {
          totalCount
          nodes {
            ...LegacyLinkedWorkOrder
          }
        }
      }
    `),
    variables: ({ args }) => {
      const id = optionalId.parse(args.workorderid);
      return { has: !!id, workOrderId: id ?? 0, ...pageArgs(args) };
    },
    result: ({ linkedWorkOrders }) => (linkedWorkOrders ? list(linkedWorkOrders.nodes.map(legacyLink), linkedWorkOrders.totalCount) : list([])),
  }),
  shim({
    method: "post",
    path: "/LinkedWorkOrders",
    tenancy: "staff",
    // a pair already linked: 409 (ALREADY_LINKED), with the message only
    refusalBody: "message",
    operation: graphql(`
      mutation LinkedWorkOrdersLink($parent: Int!, $child: Int!) {
        linkWorkOrders(parentWorkOrderId: $parent, childWorkOrderId: $child) {
          link {
            ...LegacyLinkedWorkOrder
          }
          error {
            code
            message
          }
        }
      }
    `),
    variables: ({ args }) => {
      const b = linkBody.parse(args);
      return { parent: b.parentworkorderid, child: b.childworkorderid };
    },
    result: ({ linkWorkOrders }) => legacyLink(linkWorkOrders.link!),
  }),
  // DELETE /api/LinkedWorkOrders?id= (and /LinkedWorkOrders/{id}): the link's id (lwId)
  ...["/LinkedWorkOrders", "/LinkedWorkOrders/:id"].map((path) =>
    shim({
      method: "delete",
      path,
      tenancy: "staff",
      operation: graphql(`
        mutation LinkedWorkOrdersUnlink($id: Int!) {
          unlinkWorkOrders(id: $id)
        }
      `),
      variables: ({ args }) => {
        if (args.id == null || args.id === "") throw new ShimInputError("id: is required");
        return { id: idParam.parse(args.id) };
      },
      result: ({ unlinkWorkOrders }) => ({ id: unlinkWorkOrders }),
    }),
  ),
];
