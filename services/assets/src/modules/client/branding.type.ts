import { Field, Int, ObjectType } from "type-graphql";
import { Readers } from "@wo/shared";
import { BrandError } from "./brand.type";

/** A client's branding as its portal shows it (GET /api/Clients/{id}/brand). */
@ObjectType({ description: "A client's branding as its portal shows it (GET /api/Clients/{id}/brand)." })
export class ClientBrand {
  @Readers.everyone()
  @Field(() => Int, { description: "The client (Client.id)" })
  clientId!: number;

  @Readers.everyone()
  @Field({ description: "#rrggbb; #a61f7d when none was set" })
  brandColour!: string;

  @Readers.everyone()
  @Field(() => String, { nullable: true, description: "A short-lived signed link to the logo; null without one" })
  logoUrl!: string | null;

  @Readers.everyone()
  @Field({ description: "The client's name" })
  brandName!: string;
}

@ObjectType({ description: "What uploadClientLogo and updateClientBrand answer: the branding as it now is, or why it was refused" })
export class ClientBrandPayload {
  @Readers.everyone()
  @Field(() => ClientBrand, { nullable: true, description: "The client's branding after the change; null when refused" })
  clientBrand!: ClientBrand | null;

  @Readers.everyone()
  @Field(() => BrandError, { nullable: true, description: "Why it was refused (then nothing was changed); null when it succeeded" })
  error!: BrandError | null;
}
