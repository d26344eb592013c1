import { ApolloLink } from "@apollo/client";
import type { GraphQLFormattedError } from "graphql";
import { tap } from "rxjs";

/**
 * The gateway's error for a service it could not reach (down, restarting): the answer still holds
 * what the other services gave, and the error names the service (`extensions.service`) and what it
 * holds in a user's words (`extensions.topic`, gateway/src/data-source.ts SERVICE_TOPICS).
 */
export const SERVICE_UNAVAILABLE = "SERVICE_UNAVAILABLE";

/** A service out of reach, and what a page lacks while it is */
export type UnavailableService = { service: string; topic: string };

/** The notice for what is out of reach, in one sentence ("Costs, quotes and reports are unavailable just now; ..."). */
export function unavailableText(topics: readonly string[]): string {
  const words = topics.map((t, i) => (i === 0 ? t : t.toLowerCase()));
  const named = words.length > 1 ? `${words.slice(0, -1).join("; ")}; and ${words.at(-1)!}` : words[0]!;
  return `${named} are unavailable just now; the rest of this page is up to date. Try again in a moment.`;
}

/** The services an answer's errors say were out of reach, each once, with the topic the gateway gave. */
export function unavailableServices(errors: readonly GraphQLFormattedError[] | undefined): UnavailableService[] {
  const found = new Map<string, string>();
  for (const e of errors ?? []) {
    if (e.extensions?.code !== SERVICE_UNAVAILABLE) continue;
    const service = String(e.extensions.service ?? "unknown");
    const topic = typeof e.extensions.topic === "string" ? e.extensions.topic : `The ${service} service's records`;
    if (!found.has(service)) found.set(service, topic);
  }
  return [...found].map(([service, topic]) => ({ service, topic }));
}

type Listener = () => void;

/**
 * The services out of reach now, as the answers tell: a service is added when an operation's answer
 * says it is unavailable, and goes once every operation that said so has been answered without
 * that error (a refetch, the user's "Try again"). The shell shows a notice while any is listed.
 */
export class ServiceStatus {
  /** By service: what it holds, and the operations whose last answer said it was out of reach */
  private readonly failing = new Map<string, { topic: string; operations: Set<string> }>();
  private listeners = new Set<Listener>();
  private snapshot: readonly string[] = [];

  /** Records one operation's answer; listeners hear of it only when the list of services changes. */
  answered(operationName: string, errors: readonly GraphQLFormattedError[] | undefined): void {
    const down = unavailableServices(errors);
    for (const { service, topic } of down) {
      const failing = this.failing.get(service) ?? { topic, operations: new Set<string>() };
      failing.operations.add(operationName);
      this.failing.set(service, failing);
    }
    for (const [service, { operations }] of this.failing) {
      if (down.some((d) => d.service === service)) continue;
      operations.delete(operationName);
      if (operations.size === 0) this.failing.delete(service);
    }
    const now = [...this.failing].sort(([a], [b]) => a.localeCompare(b)).map(([, { topic }]) => topic);
    if (now.length === this.snapshot.length && now.every((s, i) => s === this.snapshot[i])) return;
    this.snapshot = now;
    for (const l of this.listeners) l();
  }

  /** What is out of reach now, by service in order (the same array until it changes: for useSyncExternalStore). */
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
