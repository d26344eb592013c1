import { Field, Int, ObjectType } from "type-graphql";
import { ErrorInterface, Readers } from "@wo/shared";
import { Brand } from "./brand.entity";

/** Why a brand or branding change was refused, in the spec's words ('Required field', 'Brand exists', ...). */
@ObjectType({
  implements: ErrorInterface,
  description: "Why a brand or branding change was refused, in the spec's words ('Required field', 'Brand exists', ...).",
})
export class BrandError extends ErrorInterface {}

/** Codes of BrandError. */
export enum BrandErrorCode {
  INVALID = "INVALID",
  EXISTS = "EXISTS",
  IN_USE = "IN_USE",
  NOT_AN_IMAGE = "NOT_AN_IMAGE",
  NO_FILE = "NO_FILE",
}

@ObjectType({ description: "What saveBrand answers: the brand as saved, or the error that refused it (then nothing was saved)" })
export class SaveBrandPayload {
  @Readers.everyone()
  @Field(() => Brand, { nullable: true, description: "The brand as saved, read back; null when refused" })
  brand!: Brand | null;

  @Readers.everyone()
  @Field(() => BrandError, { nullable: true, description: "Why nothing was saved; null when the brand was saved" })
  error!: BrandError | null;
}

@ObjectType({ description: "What deleteBrand answers: the deleted brand's id, or the error that refused it (then nothing was deleted)" })
export class DeleteBrandPayload {
  @Readers.everyone()
  @Field(() => Int, { nullable: true, description: "The id of the brand deleted; null when refused" })
  deletedId!: number | null;

  @Readers.everyone()
  @Field(() => BrandError, {
    nullable: true,
    description: "Why nothing was deleted (the rule or the row that uses it); null when the brand was deleted",
  })
  error!: BrandError | null;
}
