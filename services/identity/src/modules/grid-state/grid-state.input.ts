import { Field, InputType, Int } from "type-graphql";
import { IsOptional, Matches, MaxLength, Min } from "class-validator";

export const DEFAULT_GRID = "work_orders";

@InputType({ description: "A grid's layout and saved filters to keep for the signed-in user (POST api/users/viewstate)" })
export class SaveGridStateInput {
  @Field(() => Int, { nullable: true, description: "The saved state's id; 0 or absent creates it" })
  @IsOptional()
  @Min(0)
  id?: number;

  @Field({ defaultValue: DEFAULT_GRID, description: "Which grid: a short lower-case name (default work_orders)" })
  @Matches(/^[a-z][a-z0-9_-]{0,63}$/, { message: "grid must be a short lower-case name" })
  grid: string = DEFAULT_GRID;

  @Field({ description: "The web client's text encoding of the grid's tabs, columns and filters, up to 200,000 characters; stored as sent" })
  @MaxLength(200_000, { message: "GridData is too large" })
  gridData!: string;
}
