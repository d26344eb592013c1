import type { EntityManager } from "@mikro-orm/postgresql";
import { DepartmentId, UserTypeId, type SeedOptions } from "@wo/shared";
import { Department } from "../modules/access/department.entity";
import { UserType } from "../modules/access/user-type.entity";
import { hashPassword } from "../modules/session/session.service";
import { User } from "../modules/user/user.entity";

/** Every demo account's password. */
export const DEMO_PASSWORD = "Passw0rd!";

interface DemoUser {
  email: string;
  firstName: string;
  lastName: string;
  position: string;
  userTypeId: number;
  departmentId?: number;
  entity?: { name: "Client" | "Contractor"; id: number };
  mobile: string;
}

/** The demo accounts (README lists them). Client 1 and contractor 1 are the first of the assets demo data. */
export const DEMO_USERS: DemoUser[] = [
  {
    email: "admin@example.com",
    firstName: "Alex",
    lastName: "Morgan",
    position: "System Administrator",
    userTypeId: UserTypeId.Administrator,
    mobile: "07700 900101",
  },
  {
    email: "sales@example.com",
    firstName: "Olivia",
    lastName: "Bennett",
    position: "Account Manager",
    userTypeId: UserTypeId.Staff,
    departmentId: DepartmentId.Sales,
    mobile: "07700 900102",
  },
  {
    email: "contracts@example.com",
    firstName: "Harry",
    lastName: "Fletcher",
    position: "Contracts Manager",
    userTypeId: UserTypeId.Staff,
    departmentId: DepartmentId.Contracts,
    mobile: "07700 900103",
  },
  {
    email: "engineering@example.com",
    firstName: "Chloe",
    lastName: "Ramsay",
    position: "Engineering Lead",
    userTypeId: UserTypeId.Staff,
    departmentId: DepartmentId.Engineering,
    mobile: "07700 900104",
  },
  {
    email: "customerservice@example.com",
    firstName: "Jack",
    lastName: "Holloway",
    position: "Helpdesk Coordinator",
    userTypeId: UserTypeId.Staff,
    departmentId: DepartmentId.CustomerService,
    mobile: "07700 900105",
  },
  {
    email: "finance@example.com",
    firstName: "Grace",
    lastName: "Okonkwo",
    position: "Finance Officer",
    userTypeId: UserTypeId.Staff,
    departmentId: DepartmentId.Finance,
    mobile: "07700 900106",
  },
  {
    email: "management@example.com",
    firstName: "William",
    lastName: "Ashdown",
    position: "Operations Director",
    userTypeId: UserTypeId.SeniorManager,
    departmentId: DepartmentId.Management,
    mobile: "07700 900107",
  },
  {
    email: "it@example.com",
    firstName: "Zara",
    lastName: "Hussain",
    position: "IT Manager",
    userTypeId: UserTypeId.Staff,
    departmentId: DepartmentId.IT,
    mobile: "07700 900108",
  },
  {
    email: "operations@example.com",
    firstName: "Ben",
    lastName: "Carter",
    position: "Regional Manager",
    userTypeId: UserTypeId.RegionalManager,
    departmentId: DepartmentId.Operations,
    mobile: "07700 900109",
  },
  {
    email: "client@example.com",
    firstName: "Fiona",
    lastName: "Sinclair",
    position: "Facilities Manager",
    userTypeId: UserTypeId.Client,
    entity: { name: "Client", id: 1 },
    mobile: "07700 900110",
  },
  {
    email: "contractor@example.com",
    firstName: "Mark",
    lastName: "Stevens",
    position: "Service Manager",
    userTypeId: UserTypeId.Contractor,
    entity: { name: "Contractor", id: 1 },
    mobile: "07700 900111",
  },
  {
    email: "client2@example.com",
    firstName: "Robert",
    lastName: "Kerr",
    position: "Estates Manager",
    userTypeId: UserTypeId.Client,
    entity: { name: "Client", id: 2 },
    mobile: "07700 900112",
  },
  {
    email: "contractor2@example.com",
    firstName: "Claire",
    lastName: "Fenton",
    position: "Operations Manager",
    userTypeId: UserTypeId.Contractor,
    entity: { name: "Contractor", id: 2 },
    mobile: "07700 900113",
  },
];

export async function seedIdentity(em: EntityManager, _options: SeedOptions): Promise<string> {
  if ((await em.count(User)) > 0) return "identity already seeded";
  const hashes = await Promise.all(DEMO_USERS.map(() => hashPassword(DEMO_PASSWORD)));
  await em.transactional(async (tx) => {
    DEMO_USERS.forEach((u, i) =>
      tx.create(User, {
        email: u.email,
        passwordHash: hashes[i]!,
        firstName: u.firstName,
        lastName: u.lastName,
        position: u.position,
        mobile: u.mobile,
        userType: tx.getReference(UserType, u.userTypeId),
        department: u.departmentId ? tx.getReference(Department, u.departmentId) : null,
        entityName: u.entity?.name ?? null,
        entityId: u.entity?.id ?? null,
      }),
    );
  });
  return `${DEMO_USERS.length} users`;
}
