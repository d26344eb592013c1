import { batchedReference, requireViewer } from "@wo/shared";
import { User } from "./user.entity";
import { toUserNode, type UserNode } from "./user.type";

/** Users named by other services (note authors, contacts): any signed-in user sees names; contact details are filtered. */
export const userReference = batchedReference<UserNode>(
  "User",
  async (ctx, ids) => {
    const viewer = requireViewer(ctx);
    const users = await ctx.em.find(User, { id: { $in: [...ids] } }, { populate: ["userType", "department"] });
    return users.map((u) => toUserNode(u, viewer));
  },
  (u) => u.id,
);
