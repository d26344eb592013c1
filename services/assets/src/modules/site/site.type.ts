import { Field, Int, ObjectType } from "type-graphql";
import { ErrorInterface, PageOf, Readers } from "@wo/shared";
import { Site } from "./site.entity";

/** A refused site save or delete: 'Required fields' with the fields' errors, or the rule that refused it. */
@ObjectType({
  implements: ErrorInterface,
  description: "A refused site save or delete: 'Required fields' with the fields' errors, or the rule that refused it.",
})
export class SiteError extends ErrorInterface {}

@ObjectType({ description: "One page of site rows, with the total matching the query" })
export class SitePage extends PageOf(Site) {}

@ObjectType({ description: "What saveSite answers: the site as saved, or the error that refused it (then nothing was saved)" })
export class SaveSitePayload {
  @Readers.everyone()
  @Field(() => Site, { nullable: true, description: "The site as saved, read back; null when refused" })
  site!: Site | null;

  @Readers.everyone()
  @Field(() => SiteError, { nullable: true, description: "Why nothing was saved; null when the site was saved" })
  error!: SiteError | null;
}

@ObjectType({ description: "What deleteSite answers: the deleted site's id, or the error that refused it (then nothing was deleted)" })
export class DeleteSitePayload {
  @Readers.everyone()
  @Field(() => Int, { nullable: true, description: "The id of the site deleted; null when refused" })
  deletedId!: number | null;

  @Readers.everyone()
  @Field(() => SiteError, {
    nullable: true,
    description: "Why nothing was deleted (the rule or the row that uses it); null when the site was deleted",
  })
  error!: SiteError | null;
}
