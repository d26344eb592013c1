import { Directive, Field, InterfaceType, ObjectType } from "type-graphql";
import { Readers } from "../field-access";

@Directive("@shareable")
@ObjectType()
export class FieldError {
  @Readers.everyone()
  @Field()
  field!: string;

  @Readers.everyone()
  @Field()
  message!: string;
}

/**
 * An expected business failure, returned as data by a mutation that can be refused so clients can
 * show the spec's message. Unexpected and access failures are thrown as coded errors instead.
 */
@InterfaceType("Error")
export abstract class ErrorInterface {
  @Readers.everyone()
  @Field({ description: "The message to show, in the spec's words" })
  message!: string;

  @Readers.everyone()
  @Field({ description: "A stable code for programs" })
  code!: string;

  @Readers.everyone()
  @Field(() => [FieldError])
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
