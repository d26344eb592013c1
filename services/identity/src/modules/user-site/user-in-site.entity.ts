import { Entity, ManyToOne, PrimaryKey, Property, Unique, type Opt } from "@mikro-orm/core";
import { Field, Int, ObjectType } from "type-graphql";
import { User } from "../user/user.entity";
import { Readers } from "@wo/shared";

/** A user linked to a site (portals §3 User-in-site link): the sites a user looks after. */
@ObjectType({ simpleResolvers: true, description: "A user linked to a site (portals §3 User-in-site link): the sites a user looks after." })
@Entity({ tableName: "user_in_site" })
@Unique({ properties: ["userId", "siteId"] })
export class UserInSite {
  @Readers.staff()
  @Field(() => Int, { description: "The link's id, for unlinkUserSite" })
  @PrimaryKey()
  id!: number;

  @Readers.staff()
  @Field(() => Int, { description: "The user (User.id)" })
  @ManyToOne(() => User, { mapToPk: true, fieldName: "user_id", deleteRule: "cascade" })
  userId!: number;

  /** A site of the assets service, checked through identity's read-only view of sites. */
  @Readers.staff()
  @Field(() => Int, { description: "A site of the assets service, checked through identity's read-only view of sites." })
  @Property({ type: "integer" })
  siteId!: number;

  @Readers.staff()
  @Field(() => String, { nullable: true, description: "The site's name, read with the link" })
  siteName?: string | null;

  @Property({ type: "timestamptz", defaultRaw: "now()" })
  createdAt: Date & Opt = new Date();
}
