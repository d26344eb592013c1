import { Field, Int, ObjectType } from "type-graphql";
import { ErrorInterface, PageOf, Readers } from "@wo/shared";
import { Ppm } from "./ppm.entity";

/** A refused PPM save or conversion: 'Required fields' with the fields' errors, or the rule that refused it. */
@ObjectType({
  implements: ErrorInterface,
  description: "A refused PPM save or conversion: 'Required fields' with the fields' errors, or the rule that refused it.",
})
export class PpmError extends ErrorInterface {}

@ObjectType()
export class PpmPage extends PageOf(Ppm) {}

@ObjectType()
export class SavePpmPayload {
  @Readers.everyone()
  @Field(() => Ppm, { nullable: true })
  ppm!: Ppm | null;

  @Readers.everyone()
  @Field(() => PpmError, { nullable: true })
  error!: PpmError | null;
}

@ObjectType()
export class ConvertPpmWorkOrdersPayload {
  @Readers.staff()
  @Field(() => [Int], { description: "The work orders now Open, in the order given; empty when refused (none is converted)" })
  workOrderIds!: number[];

  @Readers.staff()
  @Field(() => PpmError, { nullable: true })
  error!: PpmError | null;
}

@ObjectType()
export class RaisePendingPpmOrdersPayload {
  @Readers.staff()
  @Field(() => Int, { description: "How many pending PPM work orders were created" })
  created!: number;

  @Readers.staff()
  @Field(() => Int, { description: "The horizon used: visits up to this many days ahead (PPM_HORIZON_DAYS)" })
  horizonDays!: number;
}
