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

@ObjectType()
export class SaveBrandPayload {
  @Readers.everyone()
  @Field(() => Brand, { nullable: true })
  brand!: Brand | null;

  @Readers.everyone()
  @Field(() => BrandError, { nullable: true })
  error!: BrandError | null;
}

@ObjectType()
export class DeleteBrandPayload {
  @Readers.everyone()
  @Field(() => Int, { nullable: true })
  deletedId!: number | null;

  @Readers.everyone()
  @Field(() => BrandError, { nullable: true })
  error!: BrandError | null;
}
