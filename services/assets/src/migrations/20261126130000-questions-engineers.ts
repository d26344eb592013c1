import { Migration } from "@mikro-orm/migrations";

/**
 * Checklist questions of sub-trades (portals §2.11, §3 Question), removed with their sub-trade; and
 * engineers, the contractors' operatives (#/engineer), removed with their contractor.
 */
export class Migration20261126130000QuestionsEngineers extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "assets"."engineer" ("id" serial primary key, "contractor_id" int not null, "first_name" text not null, "last_name" text not null, "mobile" text null, "email" text null, "skills" text null, "registration_number" text null, "active" boolean not null default true);`);
    this.addSql(`create index "engineer_last_name_first_name_index" on "assets"."engineer" ("last_name", "first_name");`);
    this.addSql(`create index "engineer_contractor_id_last_name_first_name_index" on "assets"."engineer" ("contractor_id", "last_name", "first_name");`);
    this.addSql(`create table "assets"."question" ("id" serial primary key, "sub_trade_id" int not null, "content" text not null, "sort_order" int not null default 0, "active" boolean not null default true);`);
    this.addSql(`create index "question_sub_trade_id_sort_order_index" on "assets"."question" ("sub_trade_id", "sort_order");`);
    this.addSql(`alter table "assets"."engineer" add constraint "engineer_contractor_id_foreign" foreign key ("contractor_id") references "assets"."contractor" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "assets"."question" add constraint "question_sub_trade_id_foreign" foreign key ("sub_trade_id") references "assets"."trade" ("id") on update cascade on delete cascade;`);
  }
}
