import { z } from "zod";
import { graphql } from "../gql";
import type { AuthoriseSignedInFragment } from "../gql/graphql";
import { idParam } from "./legacy";
import { legacy } from "./shape";
import { shim, ShimReply } from "./shim";

graphql(`
  fragment AuthoriseSignedIn on SignedIn {
    accessToken
    expiresAt
    rememberToken
    me {
      authCode
      user {
        id
        fullName
        email
        userTypeId
        departmentId
        entityId
        entityName
      }
      permissions {
        name
        level
      }
    }
  }
`);

const credentials = z.object({
  email: z.string({ message: "Email is required" }).trim().min(1, "Email is required").max(320),
  password: z.string({ message: "Password is required" }).min(1, "Password is required").max(1024),
  rememberme: z.union([z.boolean(), z.enum(["true", "false"])]).optional(),
});

/** ResetPassword's body: whose password (id, or UserId), the new one, and the user's own current one when it is their own. */
const resetPassword = z
  .object({
    id: idParam.optional(),
    userid: idParam.optional(),
    newpassword: z.string({ message: "newPassword is required" }).max(1024),
    currentpassword: z.string().max(1024).nullish(),
  })
  .refine((r) => r.id !== undefined || r.userid !== undefined, { message: "id is required", path: ["id"] });

const legacyUser = legacy<AuthoriseSignedInFragment["me"]["user"]>({ fields: { id: "Id" } });

/** The legacy sign-in answer: the token, the authprop code and the user. */
export function signedInBody(s: AuthoriseSignedInFragment) {
  return {
    token: s.accessToken,
    expiresAt: s.expiresAt,
    remtoken: s.rememberToken,
    authprop: s.me.authCode,
    user: legacyUser(s.me.user),
    permissions: Object.fromEntries(s.me.permissions.map((p) => [p.name, p.level])),
  };
}

export const authoriseRoutes = [
  shim({
    method: "post",
    path: "/authorise/login",
    tenancy: "public",
    operation: graphql(`
      mutation AuthoriseLogin($input: SignInInput!) {
        signIn(input: $input) {
          session {
            ...AuthoriseSignedIn
          }
          error {
            code
            message
          }
        }
      }
    `),
    variables: ({ args }) => {
      const c = credentials.parse(args);
      return { input: { email: c.email, password: c.password, rememberMe: c.rememberme === true || c.rememberme === "true" } };
    },
    // a failed sign-in is 401 (423 when locked out: REFUSAL_STATUS), with the message only
    refusalBody: "message",
    result: ({ signIn: { session } }) => {
      if (!session) throw new ShimReply(401, { Message: "Invalid email or password." });
      return signedInBody(session);
    },
  }),
  shim({
    method: "post",
    path: "/authorise/iamauth",
    tenancy: "public",
    operation: graphql(`
      mutation AuthoriseCheck($input: SessionCheckInput) {
        checkSession(input: $input) {
          requestedUrl
          valid
        }
      }
    `),
    variables: ({ args }) => {
      const requestedUrl = typeof args.requestedurl === "string" ? args.requestedurl.slice(0, 2048) : undefined;
      return { input: { requestedUrl } };
    },
    result: ({ checkSession }, { args }) => ({ id: args.id ?? null, authcode: args.authcode ?? null, ...legacy()(checkSession) }),
  }),
  shim({
    method: "post",
    path: "/authorise/Logout",
    tenancy: "public",
    operation: graphql(`
      mutation AuthoriseLogout {
        signOut
      }
    `),
    result: () => ({ Message: "Signed out" }),
  }),
  shim({
    method: "post",
    path: "/authorise/ResetPassword",
    tenancy: "own",
    operation: graphql(`
      mutation AuthoriseResetPassword($input: ResetPasswordInput!) {
        resetPassword(input: $input) {
          ok
          error {
            ...LegacyRefusal
          }
        }
      }
    `),
    variables: ({ args }) => {
      const r = resetPassword.parse(args);
      return { input: { userId: (r.id ?? r.userid)!, newPassword: r.newpassword, currentPassword: r.currentpassword || null } };
    },
    result: () => ({ Message: "Password Reset" }),
  }),
];
