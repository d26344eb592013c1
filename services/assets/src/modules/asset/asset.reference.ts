import { batchedReference, tenantScope, requireViewer } from "@wo/shared";
import { assetsByIds } from "./asset.reader";

/** Assets other services name (a work order's asset), in one query per batch, within the viewer's tenancy. */
export const assetReference = batchedReference(
  "Asset",
  (ctx, ids) => assetsByIds(ctx.em, tenantScope(requireViewer(ctx)), ids),
  (a) => a.id,
);
