import { Field, Int, ObjectType } from "type-graphql";
import { DecimalScalar, ErrorInterface, PageOf, Readers } from "@wo/shared";
import { Client } from "./client.entity";
import { SubTradeInClient } from "./sub-trade-in-client.entity";

@ObjectType({ description: "One page of client rows, with the total matching the query" })
export class ClientPage extends PageOf(Client) {}

/** A refused client save, SLA codes save or work-order setting: the §5 texts ('Required fields'). */
@ObjectType({
  implements: ErrorInterface,
  description: "A refused client save, SLA codes save or work-order setting: the §5 texts ('Required fields').",
})
export class ClientError extends ErrorInterface {}

@ObjectType({ description: "What saveClient answers: the client as saved, or the error that refused it (then nothing was saved)" })
export class SaveClientPayload {
  @Readers.staff()
  @Field(() => Client, { nullable: true, description: "The client as saved, read back; null when refused" })
  client!: Client | null;

  @Readers.staff()
  @Field(() => ClientError, { nullable: true, description: "Why nothing was saved; null when the client was saved" })
  error!: ClientError | null;
}

/** One of a client's SLA codes: all nine are answered, those not set with empty times. */
@ObjectType({ description: "One of a client's SLA codes: all nine are answered, those not set with empty times." })
export class ClientSlaCodeRow {
  @Readers.staff()
  @Field({ description: "A to H, or PPM" })
  code!: string;

  @Readers.staff()
  @Field(() => DecimalScalar, { nullable: true, description: "Hours from opening to the first response" })
  responseHours!: string | null;

  @Readers.staff()
  @Field(() => DecimalScalar, { nullable: true, description: "Hours from opening to the fix (the due date)" })
  fixHours!: string | null;

  @Readers.staff()
  @Field({ description: "Only business hours count towards the times" })
  businessHoursOnly!: boolean;
}

@ObjectType({
  description: "What saveClientSlaCodes answers: the client's SLA codes as saved, or the error that refused it (then nothing was saved)",
})
export class SaveClientSlaCodesPayload {
  @Readers.staff()
  @Field(() => [ClientSlaCodeRow], { nullable: true, description: "The client's nine SLA codes as saved, read back; null when refused" })
  codes!: ClientSlaCodeRow[] | null;

  @Readers.staff()
  @Field(() => ClientError, { nullable: true, description: "Why nothing was saved; null when the client sla codes was saved" })
  error!: ClientError | null;
}

@ObjectType({ description: "What addSubTradeInClient answers: the new setting, or why it was refused (already enabled, not a sub-trade)" })
export class AddSubTradeInClientPayload {
  @Readers.staff()
  @Field(() => SubTradeInClient, { nullable: true, description: "The setting added; null when refused" })
  setting!: SubTradeInClient | null;

  @Readers.staff()
  @Field(() => ClientError, { nullable: true, description: "Why it was refused (then nothing was changed); null when it succeeded" })
  error!: ClientError | null;
}

/** A setting with the sub-trade's and its parent trade's names (GET /api/SubTradeInClients/List). */
@ObjectType({ description: "A setting with the sub-trade's and its parent trade's names (GET /api/SubTradeInClients/List)." })
export class SubTradeInClientRow {
  @Readers.staff()
  @Field(() => Int, { description: "The setting's id, for removeSubTradeInClient" })
  id!: number;

  @Readers.staff()
  @Field(() => Int, { description: "The client (Client.id)" })
  clientId!: number;

  @Readers.staff()
  @Field(() => Int, { description: "The sub-trade enabled (Trade.id)" })
  subTradeId!: number;

  @Readers.staff()
  @Field({ description: "The sub-trade's name" })
  subTrade!: string;

  @Readers.staff()
  @Field(() => Int, { nullable: true, description: "The sub-trade's parent trade (Trade.id)" })
  tradeId!: number | null;

  @Readers.staff()
  @Field(() => String, { nullable: true, description: "The parent trade's name" })
  trade!: string | null;
}
