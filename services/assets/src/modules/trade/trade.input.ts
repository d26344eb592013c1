import { Field, InputType, Int } from "type-graphql";
import { IsOptional, MaxLength, Min } from "class-validator";

/** A trade (no parent) or sub-trade to create (id 0 or absent) or update (POST, PUT /api/Trades); checked in trade.service. */
@InputType({
  description: "A trade (no parent) or sub-trade to create (id 0 or absent) or update (POST, PUT /api/Trades); checked in trade.service.",
})
export class SaveTradeInput {
  @Field(() => Int, { nullable: true, description: "The trade to update; 0 or absent creates one" })
  @IsOptional()
  @Min(0)
  id?: number | null;

  @Field(() => String, { nullable: true, description: "Required; unique within its parent without regard to case" })
  @IsOptional()
  @MaxLength(100)
  name?: string | null;

  @Field(() => Int, { nullable: true, description: "A sub-trade's trade (a top-level trade); 0 or absent: a trade" })
  @IsOptional()
  @Min(0)
  parentTradeId?: number | null;
}

/** A sub-trade's checklist question to create (id 0 or absent) or update (POST, PUT /api/Questions). */
@InputType({ description: "A sub-trade's checklist question to create (id 0 or absent) or update (POST, PUT /api/Questions)." })
export class SaveQuestionInput {
  @Field(() => Int, { nullable: true, description: "The question to update; 0 or absent creates one" })
  @IsOptional()
  @Min(0)
  id?: number | null;

  @Field(() => Int, { nullable: true, description: "Required: a sub-trade" })
  @IsOptional()
  @Min(0)
  subTradeId?: number | null;

  @Field(() => String, { nullable: true, description: "Required: the question" })
  @IsOptional()
  @MaxLength(1000)
  content?: string | null;

  @Field(() => Int, { nullable: true, description: "Absent: after the sub-trade's other questions (new) or unchanged" })
  @IsOptional()
  @Min(0)
  sortOrder?: number | null;

  @Field(() => Boolean, { nullable: true, description: "False retires the question: no longer asked; absent keeps it (true when creating)" })
  @IsOptional()
  active?: boolean | null;
}
