/** A client as an import names it: its id and name (assets' `client`, or its published `v_client`). */
export interface ImportClient {
  id: number;
  name: string;
}

const key = (s: string) => s.trim().toLowerCase();

/**
 * The clients an import's rows name by `ClientName` or `ClientId` (both: the two must agree), the
 * same way in every import that takes them (sites, sites' compliance types): a name matches without
 * regard to case; a name two clients share must be given by its id.
 */
export class ImportClients {
  private readonly byId: Map<number, ImportClient>;
  private readonly byName = new Map<string, ImportClient | null>();

  constructor(clients: readonly ImportClient[]) {
    this.byId = new Map(clients.map((c) => [c.id, c]));
    // two clients of one name: the name alone does not say which
    for (const c of clients) this.byName.set(key(c.name), this.byName.has(key(c.name)) ? null : c);
  }

  /**
   * The client a row names, or undefined with why added to `problems` (an id whose client has another
   * name: that client, and the problem); undefined and no problem when the row names none (the caller
   * reports the required column).
   */
  find(name: string, id: string, problems: string[]): ImportClient | undefined {
    if (id) {
      const client = /^\d+$/.test(id) ? this.byId.get(Number(id)) : undefined;
      if (!client) problems.push(`ClientId ${id} is not a client`);
      else if (name && key(name) !== key(client.name)) problems.push(`ClientName ${name} is not client ${id}'s name`);
      return client;
    }
    if (!name) return undefined;
    const client = this.byName.get(key(name));
    if (client === undefined) problems.push(`ClientName ${name} is not a client`);
    else if (client === null) problems.push(`ClientName ${name} names more than one client: give its ClientId`);
    return client ?? undefined;
  }
}
