import { Directive, Field, InterfaceType, ObjectType } from "type-graphql";
import { Readers } from "../field-access";

@Directive("@shareable")
@ObjectType({ description: "Why one input field was refused, for the form to show beside it" })
export class FieldError {
  @Readers.everyone()
  @Field({ description: "The refused input field's name as the input type spells it (camelCase, e.g. `siteId`)" })
  field!: string;

  @Readers.everyone()
  @Field({ description: "What is wrong with it, in the spec's words (e.g. 'Required field')" })
  message!: string;
}

/**
 * An expected business failure, returned as data by a mutation that can be refused so clients can
 * show the spec's message. Unexpected and access failures are thrown as coded errors instead.
 */
@InterfaceType("Error", {
  description:
    "An expected business failure, returned as data by a mutation that can be refused so clients can show the spec's message. Unexpected and access failures are thrown as coded errors instead.",
})
export abstract class ErrorInterface {
  @Readers.everyone()
  @Field({ description: "The message to show, in the spec's words" })
  message!: string;

  @Readers.everyone()
  @Field({ description: "A stable code for programs" })
  code!: string;

  @Readers.everyone()
  @Field(() => [FieldError], { description: "The input fields refused and why; empty when the failure is not one field's" })
  fieldErrors!: FieldError[];
}

/** An expected failure of type `cls` (a class implementing Error), e.g. `errorOf(SaveUserError, "INVALID", ...)`. */
export function errorOf<T extends ErrorInterface>(
  cls: new () => T,
  code: string,
  message: string,
  fieldErrors: { field: string; message: string }[] = [],
): T {
  const e = new cls();
  e.code = code;
  e.message = message;
  e.fieldErrors = fieldErrors.map((f) => Object.assign(new FieldError(), f));
  return e;
}
