import { Entity, Index, PrimaryKey, Property } from "@mikro-orm/core";

/**
 * One cell of the permission matrix (§6): a department's (or a user type's) level for an area
 * ('read' or 'full') or a flag ('true').
 */
@Entity({ tableName: "permission_grant" })
@Index({ properties: ["departmentId"] })
@Index({ properties: ["userTypeId"] })
export class PermissionGrant {
  @PrimaryKey()
  id!: number;

  @Property({ type: "integer", nullable: true })
  departmentId?: number | null;

  @Property({ type: "integer", nullable: true })
  userTypeId?: number | null;

  @Property({ type: "text" })
  permission!: string;

  @Property({ type: "text" })
  level!: string;
}
