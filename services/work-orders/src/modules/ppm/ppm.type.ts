import { Field, Int, ObjectType } from "type-graphql";
import { ErrorInterface, PageOf, Readers } from "@wo/shared";
import { Ppm } from "./ppm.entity";

/** A refused PPM save or conversion: 'Required fields' with the fields' errors, or the rule that refused it. */
@ObjectType({
  implements: ErrorInterface,
  description: "A refused PPM save or conversion: 'Required fields' with the fields' errors, or the rule that refused it.",
})
export class PpmError extends ErrorInterface {}

@ObjectType({ description: "One page of PPM schedule rows, with the total matching the query" })
export class PpmPage extends PageOf(Ppm) {}

@ObjectType({ description: "What savePpm answers: the PPM schedule as saved, or the error that refused it (then nothing was saved)" })
export class SavePpmPayload {
  @Readers.everyone()
  @Field(() => Ppm, { nullable: true, description: "The PPM schedule as saved, read back; null when refused" })
  ppm!: Ppm | null;

  @Readers.everyone()
  @Field(() => PpmError, { nullable: true, description: "Why nothing was saved; null when the PPM schedule was saved" })
  error!: PpmError | null;
}

@ObjectType({ description: "What converting pending PPM work orders answers: how many were converted, or why it was refused" })
export class ConvertPpmWorkOrdersPayload {
  @Readers.staff()
  @Field(() => [Int], { description: "The work orders now Open, in the order given; empty when refused (none is converted)" })
  workOrderIds!: number[];

  @Readers.staff()
  @Field(() => PpmError, { nullable: true, description: "Why it was refused (then nothing was changed); null when it succeeded" })
  error!: PpmError | null;
}

@ObjectType({ description: "What raising pending PPM work orders answers: how many were raised, or why it was refused" })
export class RaisePendingPpmOrdersPayload {
  @Readers.staff()
  @Field(() => Int, { description: "How many pending PPM work orders were created" })
  created!: number;

  @Readers.staff()
  @Field(() => Int, { description: "The horizon used: visits up to this many days ahead (PPM_HORIZON_DAYS)" })
  horizonDays!: number;
}
