import { Field, Int, ObjectType } from "type-graphql";
import { ErrorInterface, PageOf, Readers } from "@wo/shared";
import { Site } from "./site.entity";

/** A refused site save or delete: 'Required fields' with the fields' errors, or the rule that refused it. */
@ObjectType({
  implements: ErrorInterface,
  description: "A refused site save or delete: 'Required fields' with the fields' errors, or the rule that refused it.",
})
export class SiteError extends ErrorInterface {}

@ObjectType()
export class SitePage extends PageOf(Site) {}

@ObjectType()
export class SaveSitePayload {
  @Readers.everyone()
  @Field(() => Site, { nullable: true })
  site!: Site | null;

  @Readers.everyone()
  @Field(() => SiteError, { nullable: true })
  error!: SiteError | null;
}

@ObjectType()
export class DeleteSitePayload {
  @Readers.everyone()
  @Field(() => Int, { nullable: true })
  deletedId!: number | null;

  @Readers.everyone()
  @Field(() => SiteError, { nullable: true })
  error!: SiteError | null;
}
