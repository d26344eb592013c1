import { Directive, Field, Int, ObjectType } from "type-graphql";
import { Readers } from "@wo/shared";

/**
 * Work-orders' WorkOrder, known here by its key: billing adds its own fields to it (`quotes`), which
 * the gateway fetches from billing for any work order another service answered.
 */
@Directive('@key(fields: "id")')
@ObjectType("WorkOrder", {
  description:
    "Work-orders' WorkOrder, known here by its key: billing adds its own fields to it (`quotes`), which the gateway fetches from billing for any work order another service answered.",
})
export class WorkOrderStub {
  @Readers.everyone()
  @Field(() => Int, { description: "The work order's id (legacy Id)" })
  id!: number;
}
