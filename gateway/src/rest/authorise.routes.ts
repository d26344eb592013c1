import { z } from "zod";
import { idParam, modelState } from "./legacy";
import { shim, ShimReply } from "./shim";

interface MeFields {
  kind: string;
  authCode: string;
  clientId: number | null;
  contractorId: number | null;
  user: {
    id: number;
    fullName: string;
    email: string | null;
    userTypeId: number;
    departmentId: number | null;
    entityName: string | null;
    entityId: number | null;
  };
  permissions: { name: string; level: string }[];
}

interface SignInData {
  signIn: {
    session: { accessToken: string; expiresAt: string; rememberToken: string | null; me: MeFields } | null;
    error: { code: string; message: string } | null;
  };
}

const ME_FIELDS = `
  kind authCode clientId contractorId
  user { id fullName email userTypeId departmentId entityName entityId }
  permissions { name level }`;

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

/** The legacy sign-in answer: the token, the authprop code and the user. */
export function signedInBody(s: NonNullable<SignInData["signIn"]["session"]>) {
  const u = s.me.user;
  return {
    token: s.accessToken,
    expiresAt: s.expiresAt,
    remtoken: s.rememberToken,
    authprop: s.me.authCode,
    user: {
      Id: u.id,
      FullName: u.fullName,
      Email: u.email,
      UserTypeId: u.userTypeId,
      DepartmentId: u.departmentId,
      EntityId: u.entityId,
      EntityName: u.entityName,
    },
    permissions: Object.fromEntries(s.me.permissions.map((p) => [p.name, p.level])),
  };
}

export const authoriseRoutes = [
  shim({
    method: "post",
    path: "/authorise/login",
    operation: `mutation AuthoriseLogin($input: SignInInput!) {
      signIn(input: $input) {
        session { accessToken expiresAt rememberToken me { ${ME_FIELDS} } }
        error { code message }
      }
    }`,
    variables: ({ args }) => {
      const c = credentials.parse(args);
      return { input: { email: c.email, password: c.password, rememberMe: c.rememberme === true || c.rememberme === "true" } };
    },
    result: (data: SignInData) => {
      const { session, error } = data.signIn;
      if (error || !session) {
        throw new ShimReply(error?.code === "LOCKED_OUT" ? 423 : 401, { Message: error?.message ?? "Invalid email or password." });
      }
      return signedInBody(session);
    },
  }),
  shim({
    method: "post",
    path: "/authorise/iamauth",
    operation: `mutation AuthoriseCheck($input: SessionCheckInput) {
      checkSession(input: $input) { valid requestedUrl }
    }`,
    variables: ({ args }) => {
      const requestedUrl = typeof args.requestedurl === "string" ? args.requestedurl.slice(0, 2048) : undefined;
      return { input: { requestedUrl } };
    },
    result: (data: { checkSession: { valid: boolean; requestedUrl: string | null } }, { args }) => ({
      id: args.id ?? null,
      authcode: args.authcode ?? null,
      RequestedUrl: data.checkSession.requestedUrl,
      Valid: data.checkSession.valid,
    }),
  }),
  shim({
    method: "post",
    path: "/authorise/Logout",
    operation: `mutation AuthoriseLogout { signOut }`,
    result: () => ({ Message: "Signed out" }),
  }),
  shim({
    method: "post",
    path: "/authorise/ResetPassword",
    operation: `mutation AuthoriseResetPassword($input: ResetPasswordInput!) {
      resetPassword(input: $input) { ok error { message fieldErrors { field message } } }
    }`,
    variables: ({ args }) => {
      const r = resetPassword.parse(args);
      return { input: { userId: r.id ?? r.userid, newPassword: r.newpassword, currentPassword: r.currentpassword || null } };
    },
    result: (data: { resetPassword: { ok: boolean; error: { message: string; fieldErrors: { field: string; message: string }[] } | null } }) => {
      const e = data.resetPassword.error;
      if (e) throw new ShimReply(400, { Message: e.message, ModelState: modelState(e.fieldErrors) });
      return { Message: "Password Reset" };
    },
  }),
];
