import { Migration } from "@mikro-orm/migrations";

/** identity's tables, and its reference data: user types, departments and the permission matrix (§6). */
export class Migration20261121000000Init extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create schema if not exists "identity";`);
    this.addSql(`create table "identity"."department" ("id" int not null, "name" text not null, constraint "department_pkey" primary key ("id"));`);
    this.addSql(`create table "identity"."grid_view_state" ("id" serial primary key, "user_id" int not null, "grid" text not null, "grid_data" text not null, "updated_at" timestamptz not null default now());`);
    this.addSql(`alter table "identity"."grid_view_state" add constraint "grid_view_state_user_id_grid_unique" unique ("user_id", "grid");`);
    this.addSql(`create table "identity"."permission_grant" ("id" serial primary key, "department_id" int null, "user_type_id" int null, "permission" text not null, "level" text not null);`);
    this.addSql(`create index "permission_grant_user_type_id_index" on "identity"."permission_grant" ("user_type_id");`);
    this.addSql(`create index "permission_grant_department_id_index" on "identity"."permission_grant" ("department_id");`);
    this.addSql(`create table "identity"."remember_token" ("id" serial primary key, "user_id" int not null, "session_id" uuid not null, "token_hash" text not null, "created_at" timestamptz not null default now(), "expires_at" timestamptz not null, "used_at" timestamptz null, "revoked_at" timestamptz null);`);
    this.addSql(`alter table "identity"."remember_token" add constraint "remember_token_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "remember_token_user_id_index" on "identity"."remember_token" ("user_id");`);
    this.addSql(`create table "identity"."session" ("id" uuid not null, "user_id" int not null, "created_at" timestamptz not null default now(), "last_renewed_at" timestamptz not null default now(), "expires_at" timestamptz not null, "revoked_at" timestamptz null, constraint "session_pkey" primary key ("id"));`);
    this.addSql(`create index "session_user_id_index" on "identity"."session" ("user_id");`);
    this.addSql(`create table "identity"."user_type" ("id" int not null, "name" text not null, "code" text not null, constraint "user_type_pkey" primary key ("id"));`);
    this.addSql(`create table "identity"."app_user" ("id" serial primary key, "email" text not null, "password_hash" text not null, "first_name" text not null, "last_name" text not null, "mobile" text null, "phone_number" text null, "position" text null, "user_type_id" int not null, "department_id" int null, "entity_name" text null, "entity_id" int null, "active" boolean not null default true, "lockout_enabled" boolean not null default true, "failed_sign_ins" int not null default 0, "locked_until" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`alter table "identity"."app_user" add constraint "app_user_email_unique" unique ("email");`);
    this.addSql(`create index "app_user_entity_name_entity_id_index" on "identity"."app_user" ("entity_name", "entity_id");`);
    this.addSql(`alter table "identity"."app_user" add constraint "app_user_user_type_id_foreign" foreign key ("user_type_id") references "identity"."user_type" ("id") on update cascade;`);
    this.addSql(`alter table "identity"."app_user" add constraint "app_user_department_id_foreign" foreign key ("department_id") references "identity"."department" ("id") on update cascade on delete set null;`);

    this.addSql(`insert into "identity"."user_type" ("id", "name", "code") values
      (1, 'Administrator', 'A'), (2, 'Client', 'C'), (3, 'Contractor', 'N'), (4, 'Staff', 'S'),
      (5, 'Site Manager', 'M'), (6, 'Regional Manager', 'M'), (7, 'Senior Manager', 'M');`);
    this.addSql(`insert into "identity"."department" ("id", "name") values
      (1, 'Sales'), (2, 'Contracts'), (3, 'Engineering'), (4, 'Customer Service'), (5, 'Finance'),
      (6, 'Management'), (7, 'IT'), (8, 'Operations');`);
    // department_id, permission, level: the matrix of staff-and-work-orders §6, cell by cell
    this.addSql(`insert into "identity"."permission_grant" ("department_id", "permission", "level") values
      (1, 'customers', 'read'), (1, 'contracts', 'read'), (1, 'keypersonnel', 'read'), (1, 'documents', 'read'),
      (3, 'customers', 'read'), (3, 'contracts', 'read'), (3, 'keypersonnel', 'read'), (3, 'documents', 'read'),
      (3, 'assetList', 'full'), (3, 'jobCards', 'full'),
      (5, 'contracts', 'full'), (5, 'sales', 'full'), (5, 'purchases', 'full'), (5, 'suppliers', 'full'),
      (5, 'reporting', 'full'), (5, 'purchaseCategories', 'full'), (5, 'contractFinanceAssign', 'true'),
      (2, 'customers', 'full'), (2, 'reporting', 'full'), (2, 'assetTypes', 'full'), (2, 'assetCategories', 'full'),
      (2, 'manufacturers', 'full'), (2, 'contractContractAssign', 'true'),
      (7, 'administrator', 'full'),
      (8, 'customers', 'full'), (8, 'sales', 'full'), (8, 'purchases', 'full'), (8, 'reporting', 'full'),
      (8, 'contractOperationsAssign', 'true'),
      (6, 'customers', 'read'), (6, 'keypersonnel', 'read'), (6, 'documents', 'read'), (6, 'reports', 'read'),
      (6, 'contractsOverallAssign', 'true');`);
    // user_type_id grants: the Customer role for client users; every user manages its own profile
    this.addSql(`insert into "identity"."permission_grant" ("user_type_id", "permission", "level") values
      (2, 'userProfile', 'full'), (2, 'customerPortal', 'read'),
      (3, 'userProfile', 'full'), (4, 'userProfile', 'full'), (5, 'userProfile', 'full'),
      (6, 'userProfile', 'full'), (7, 'userProfile', 'full');`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop schema if exists "identity" cascade;`);
  }
}
