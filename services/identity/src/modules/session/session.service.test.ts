/**
 * Equal work for every answer of sign-in: exactly one argon2 verification and the same statements,
 * whether the e-mail is unknown, deactivated, locked, or the password wrong or right. Proved by
 * counting calls (argon2 and the SQL of sign-in.store mocked), never by timing.
 */
import type { EntityManager } from "@mikro-orm/postgresql";
import { verify } from "@node-rs/argon2";
import * as store from "./sign-in.store";
import { checkCurrentPassword, signIn, INVALID_CREDENTIALS, lockedOutMessage } from "./session.service";
import { TOO_MANY_SIGN_INS } from "./session.type";
import type { User } from "../user/user.entity";

jest.mock("@node-rs/argon2", () => ({
  Algorithm: { Argon2id: 2 },
  hash: jest.fn(async () => "$argon2id$throw-away"),
  verify: jest.fn(async (hash: string, password: string) => hash === "$argon2id$real" && password === "right"),
}));
jest.mock("./sign-in.store");
jest.mock("@wo/shared", () => ({
  ...jest.requireActual("@wo/shared"),
  signAccessToken: jest.fn(async () => ({ token: "access-token", expiresAt: new Date() })),
}));

process.env.AUTH_PRIVATE_KEY ??= "-----BEGIN PRIVATE KEY-----\\nunused\\n-----END PRIVATE KEY-----";

const mocked = jest.mocked(store);
const verifyMock = jest.mocked(verify);

const user = {
  id: 7,
  email: "known@example.com",
  firstName: "Kim",
  lastName: "Known",
  fullName: "Kim Known",
  userType: { id: 4, name: "Staff" },
  department: { id: 4, name: "Customer Service" },
  entityName: null,
  entityId: null,
  active: true,
  lockoutEnabled: true,
  createdAt: new Date(),
} as unknown as User;

function fakeEm() {
  return {
    create: jest.fn((_type: unknown, data: Record<string, unknown>) => ({ ...data })),
    flush: jest.fn(async () => undefined),
    findOneOrFail: jest.fn(async () => user),
    find: jest.fn(async () => []),
  };
}

const account = (over: Partial<store.Credentials> = {}): store.Credentials => ({
  userId: 7,
  fullName: "Kim Known",
  passwordHash: "$argon2id$real",
  active: true,
  lockoutEnabled: true,
  lockedMinutes: null,
  ...over,
});

beforeEach(() => {
  jest.clearAllMocks();
  mocked.countAttempt.mockResolvedValue(1);
  mocked.recordFailure.mockResolvedValue({ failures: 1, lockedMinutes: null, lockedNow: false });
});

/** The statements a sign-in ran, by name, and how often. */
function statements() {
  const names = ["countAttempt", "credentialsFor", "recordFailure", "clearFailures"] as const;
  return Object.fromEntries(names.map((n) => [n, mocked[n].mock.calls.length]));
}

const REFUSED_STATEMENTS = { countAttempt: 1, credentialsFor: 1, recordFailure: 1, clearFailures: 0 };

describe("sign-in does the same work on every path", () => {
  it.each([
    ["an unknown e-mail", account({ userId: null, fullName: null, passwordHash: null, active: false }), "right"],
    ["a deactivated user, right password", account({ active: false }), "right"],
    ["a locked e-mail, right password", account({ lockedMinutes: 12 }), "right"],
    ["a wrong password", account(), "wrong"],
  ])("%s: one verification, the same statements, one flush", async (_, credentials, password) => {
    mocked.credentialsFor.mockResolvedValue(credentials);
    if (credentials.lockedMinutes) mocked.recordFailure.mockResolvedValue({ failures: 6, lockedMinutes: 12, lockedNow: false });
    const em = fakeEm();
    const answer = await signIn(em as unknown as EntityManager, { email: "Known@Example.com", password, rememberMe: false }, "192.0.2.1");
    expect(verifyMock).toHaveBeenCalledTimes(1);
    expect(verifyMock.mock.calls[0]![1]).toBe(password);
    if (credentials.passwordHash === null) expect(verifyMock.mock.calls[0]![0]).toBe("$argon2id$throw-away");
    expect(statements()).toEqual(REFUSED_STATEMENTS);
    expect(mocked.recordFailure).toHaveBeenCalledWith(em, "known@example.com", true);
    expect(em.flush).toHaveBeenCalledTimes(1);
    expect(answer.session).toBeNull();
    expect(answer.error).toMatchObject(
      credentials.lockedMinutes
        ? { code: "LOCKED_OUT", message: lockedOutMessage(12) }
        : { code: "INVALID_CREDENTIALS", message: INVALID_CREDENTIALS },
    );
  });

  it("the right password: one verification too, then the failures are cleared", async () => {
    mocked.credentialsFor.mockResolvedValue(account());
    const em = fakeEm();
    const answer = await signIn(em as unknown as EntityManager, { email: "known@example.com", password: "right", rememberMe: false }, "192.0.2.1");
    expect(answer.error).toBeNull();
    expect(answer.session?.accessToken).toBe("access-token");
    expect(verifyMock).toHaveBeenCalledTimes(1);
    expect(statements()).toEqual({ countAttempt: 1, credentialsFor: 1, recordFailure: 0, clearFailures: 1 });
  });

  it("a user with lockout disabled: counted, never locked (the one answer that differs)", async () => {
    mocked.credentialsFor.mockResolvedValue(account({ lockoutEnabled: false, lockedMinutes: 3 }));
    mocked.recordFailure.mockResolvedValue({ failures: 9, lockedMinutes: 3, lockedNow: false });
    const em = fakeEm();
    const answer = await signIn(em as unknown as EntityManager, { email: "known@example.com", password: "wrong", rememberMe: false }, "192.0.2.1");
    expect(verifyMock).toHaveBeenCalledTimes(1);
    expect(statements()).toEqual(REFUSED_STATEMENTS);
    expect(mocked.recordFailure).toHaveBeenCalledWith(em, "known@example.com", false);
    expect(answer.error).toMatchObject({ code: "INVALID_CREDENTIALS" });
  });

  it("past the address's limit: refused before any verification or look-up", async () => {
    mocked.countAttempt.mockResolvedValue(21);
    const em = fakeEm();
    await expect(
      signIn(em as unknown as EntityManager, { email: "known@example.com", password: "right", rememberMe: false }, "192.0.2.1"),
    ).rejects.toMatchObject({
      message: TOO_MANY_SIGN_INS,
      extensions: { code: "TOO_MANY_REQUESTS" },
    });
    expect(verifyMock).not.toHaveBeenCalled();
    expect(statements()).toEqual({ countAttempt: 1, credentialsFor: 0, recordFailure: 0, clearFailures: 0 });
    expect(mocked.countAttempt).toHaveBeenCalledWith(em, "192.0.2.1");
  });
});

describe("the current password of one's own change", () => {
  it("is checked with one verification; a wrong one counts as a failure of the e-mail", async () => {
    mocked.credentialsFor.mockResolvedValue(account());
    const em = fakeEm();
    expect(await checkCurrentPassword(em as unknown as EntityManager, user, "right")).toBeNull();
    expect(verifyMock).toHaveBeenCalledTimes(1);
    expect(mocked.recordFailure).not.toHaveBeenCalled();

    verifyMock.mockClear();
    expect(await checkCurrentPassword(em as unknown as EntityManager, user, "wrong")).toEqual({
      field: "currentPassword",
      message: "Current password is incorrect",
    });
    expect(verifyMock).toHaveBeenCalledTimes(1);
    expect(mocked.recordFailure).toHaveBeenCalledWith(em, "known@example.com", true);
  });

  it("is required, and refused without a check while the e-mail is locked", async () => {
    const em = fakeEm();
    expect(await checkCurrentPassword(em as unknown as EntityManager, user, "")).toEqual({
      field: "currentPassword",
      message: "Current password is required",
    });
    mocked.credentialsFor.mockResolvedValue(account({ lockedMinutes: 4 }));
    expect(await checkCurrentPassword(em as unknown as EntityManager, user, "right")).toEqual({
      field: "currentPassword",
      message: lockedOutMessage(4),
    });
    expect(verifyMock).not.toHaveBeenCalled();
  });
});
