/** @jest-environment node */
/**
 * Every form that saves goes through useSaveForm, and every saving mutation reads its refusal with
 * the one fragment. Sign-in (its own messages, on the login page) is not a save.
 */
import fs from "node:fs";
import path from "node:path";

const SRC = path.resolve(__dirname, "../..");
const SIGN_IN = ["LoginForm_SignIn", "SessionRoot_RememberSignIn"];

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === "gql" || e.name === "test" ? [] : sources(full);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
}

const documents = sources(SRC).flatMap((f) => Array.from(fs.readFileSync(f, "utf8").matchAll(/graphql\(`([\s\S]*?)`\)/g), (m) => m[1]!));
const nameOf = (doc: string) => /(?:query|mutation|fragment)\s+(\w+)/.exec(doc)?.[1] ?? "";

it("reads every refusal of a saving mutation with the SaveForm_Error fragment", () => {
  const mutations = documents.filter((d) => /^\s*mutation\s/.test(d) && /\berror\s*\{/.test(d) && !SIGN_IN.includes(nameOf(d)));
  expect(mutations.length).toBeGreaterThanOrEqual(5);
  const own = mutations.filter((d) => !/\berror\s*\{\s*\.\.\.SaveForm_Error\s*\}/.test(d)).map(nameOf);
  expect(own).toEqual([]);
});

it("saves every form through useSaveForm: no module calls useMutation itself", () => {
  const modules = sources(path.join(SRC, "modules"));
  const own = modules.filter((f) => /\buseMutation\(/.test(fs.readFileSync(f, "utf8"))).map((f) => path.basename(f));
  expect(own).toEqual(["LoginForm.tsx"]);
});
