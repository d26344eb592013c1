import { ApolloLink } from "@apollo/client";
import type { GraphQLFormattedError } from "graphql";
import { tap } from "rxjs";

/**
 * The gateway's error for a service it could not reach (down, restarting): the answer still holds
 * what the other services gave, and the error names the service (`extensions.service`).
 */
export const SERVICE_UNAVAILABLE = "SERVICE_UNAVAILABLE";

/** What each service's data is to a user: what a page lacks while that service is down. */
const TOPICS: Record<string, string> = {
  billing: "Costs, quotes and reports",
  assets: "Clients, sites, assets and contractors",
  identity: "Users and their settings",
  "work-orders": "Work orders",
};

/** The notice for services that are out of reach, in one sentence ("Costs, quotes and reports are unavailable just now; ..."). */
export function unavailableText(services: readonly string[]): string {
  const topics = services.map((s, i) => {
    const topic = TOPICS[s] ?? `The ${s} service's records`;
    return i === 0 ? topic : topic.toLowerCase();
  });
  const named = topics.length > 1 ? `${topics.slice(0, -1).join("; ")}; and ${topics.at(-1)!}` : topics[0]!;
  return `${named} are unavailable just now; the rest of this page is up to date. Try again in a moment.`;
}

/** The services an answer's errors say were out of reach. */
export function unavailableServices(errors: readonly GraphQLFormattedError[] | undefined): string[] {
  const names = (errors ?? []).filter((e) => e.extensions?.code === SERVICE_UNAVAILABLE).map((e) => String(e.extensions?.service ?? "unknown"));
  return [...new Set(names)];
}

type Listener = () => void;

/**
 * The services out of reach now, as the answers tell: a service is added when an operation's answer
 * says it is unavailable, and goes once every operation that said so has been answered without
 * that error (a refetch, the user's "Try again"). The shell shows a notice while any is listed.
 */
export class ServiceStatus {
  private readonly failing = new Map<string, Set<string>>();
  private listeners = new Set<Listener>();
  private snapshot: readonly string[] = [];

  /** Records one operation's answer; listeners hear of it only when the list of services changes. */
  answered(operationName: string, errors: readonly GraphQLFormattedError[] | undefined): void {
    const down = new Set(unavailableServices(errors));
    for (const service of down) {
      const operations = this.failing.get(service) ?? new Set<string>();
      this.failing.set(service, operations.add(operationName));
    }
    for (const [service, operations] of this.failing) {
      if (down.has(service)) continue;
      operations.delete(operationName);
      if (operations.size === 0) this.failing.delete(service);
    }
    const now = [...this.failing.keys()].sort();
    if (now.length === this.snapshot.length && now.every((s, i) => s === this.snapshot[i])) return;
    this.snapshot = now;
    for (const l of this.listeners) l();
  }

  /** The services out of reach now, sorted (the same array until it changes: for useSyncExternalStore). */
  readonly current = (): readonly string[] => this.snapshot;

  readonly subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Forgets everything (tests, and a sign-out). */
  clear(): void {
    this.failing.clear();
    this.snapshot = [];
    for (const l of this.listeners) l();
  }
}

export const serviceStatus = new ServiceStatus();

/** Tells `status` of every answer: which services it says are out of reach, and which operations now answer whole. */
export const serviceStatusLink = (status: ServiceStatus = serviceStatus) =>
  new ApolloLink((operation, forward) =>
    forward(operation).pipe(tap((result) => status.answered(operation.operationName ?? "", result.errors as GraphQLFormattedError[] | undefined))),
  );
