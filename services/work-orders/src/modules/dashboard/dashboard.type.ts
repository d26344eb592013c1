import { Field, Float, Int, ObjectType } from "type-graphql";
import { Readers } from "@wo/shared";

@ObjectType({ description: "One week of the client dashboard's chart: work orders opened and closed that week. Staff and client users" })
export class DashboardWeek {
  @Readers.clients()
  @Field(() => Date, { description: "Monday 00:00 Europe/London" })
  weekStart!: Date;

  @Readers.clients()
  @Field(() => Int, { description: "Work orders opened that week" })
  logged!: number;

  @Readers.clients()
  @Field(() => Int, { description: "Work orders closed that week" })
  closed!: number;
}

/** The dashboard's counters (§3 Dashboard), for staff (every order) or a client user (its client's). */
@ObjectType({ description: "The dashboard's counters (§3 Dashboard), for staff (every order) or a client user (its client's)." })
export class Dashboard {
  @Readers.clients()
  @Field(() => Int, { description: "Outstanding orders (statuses 1 to 4) whose due date has passed" })
  overdueWorkOrders!: number;

  @Readers.clients()
  @Field(() => Float, { description: "Their average days overdue, to one decimal (0 when none)" })
  overdueWorkOrderAverage!: number;

  @Readers.clients()
  @Field(() => Int, { description: "Opened since Monday 00:00 Europe/London" })
  workOrdersLoggedThisWeek!: number;

  @Readers.clients()
  @Field(() => Int, { description: "Closed since Monday 00:00 Europe/London" })
  workOrdersClosedThisWeek!: number;

  @Readers.clients()
  @Field(() => [DashboardWeek], { description: "The last 12 weeks (this one last), logged against closed" })
  weeks!: DashboardWeek[];
}
