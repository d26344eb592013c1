import { batchedReference, requireViewer, visibleByIds } from "@wo/shared";
import { User, USER_TENANCY } from "./user.entity";
import { toUserNode, type UserNode } from "./user.type";

/** Users named by other services (contacts, note authors), as USER_TENANCY lets the viewer see them. */
export const userReference = batchedReference<UserNode>(
  "User",
  async (ctx, ids) => {
    const users = await visibleByIds(ctx, User, ids, USER_TENANCY, ["userType", "department"]);
    const viewer = requireViewer(ctx);
    return users.map((u) => toUserNode(u, viewer));
  },
  (u) => u.id,
);
