import { Lookup, LookupEntity } from "@wo/shared";

/** Sales 1, Contracts 2, Engineering 3, Customer Service 4, Finance 5, Management 6, IT 7, Operations 8. */
@LookupEntity("departments")
export class Department extends Lookup {}
