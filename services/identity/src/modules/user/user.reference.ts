import { batchedReference, requireViewer, tiedByWork, visibleByIds, type SqlCondition } from "@wo/shared";
import { User } from "./user.entity";
import { toUserNode, type UserNode } from "./user.type";

/** Back-office staff belong to no tenant: portal users read their names (who works on their orders). */
const STAFF = "e.entity_name is null";
const ofTenant = (entityName: "Client" | "Contractor", id: number): SqlCondition => [
  `(${STAFF} or (e.entity_name = '${entityName}' and e.entity_id = ?))`,
  [id],
];

/**
 * Users named by other services (contacts, note authors). A client user resolves staff and its own
 * client's people; a contractor user staff, its own people, and the contacts of its work. Contact
 * details are filtered further by toUserNode.
 */
export const userReference = batchedReference<UserNode>(
  "User",
  async (ctx, ids) => {
    const users = await visibleByIds(
      ctx,
      User,
      ids,
      {
        client: (clientId) => ofTenant("Client", clientId),
        contractor: (contractorId) => {
          const [own, ownParams] = ofTenant("Contractor", contractorId);
          const [contact, contactParams] = tiedByWork.assignment(contractorId, "contact_id");
          return [`(${own} or ${contact})`, [...ownParams, ...contactParams]];
        },
      },
      ["userType", "department"],
    );
    const viewer = requireViewer(ctx);
    return users.map((u) => toUserNode(u, viewer));
  },
  (u) => u.id,
);
