import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { workspaceRoot } from './stack';

/**
 * The tool descriptions of spec a8-mcp.md (§3.1, §4, §5), copied word for word, so the test does
 * not depend on where the product documents sit; where they sit beside the checkout
 * (`../shared/spec`), `specDescriptionsFromFile` reads them again to prove the copy is exact.
 */
export const SPEC_DESCRIPTIONS = {
  judge: "Judge a request with A8. Returns the verdict, or an abstention where the evidence falls below the minimum accuracy. To check what A8 has learned, test it. Write untaught variations of the request, edge cases included, each with the answer it should get. Judge each one, and report the misses and the abstentions separately: a miss lowers accuracy, and an abstention lowers coverage. A question about what was taught, such as \"What have I taught you about refunds?\", returns the taught examples.",
  teach: "Teach A8 the answer a request should get. Call it when the user says a verdict was wrong, or states something A8 should learn. With an answer, the example is recorded and the next version learns it. Teaching the same request again replaces its answer. With the input alone, it returns a proposal: show the proposal to the user, and teach it with a second call once they agree. Confirm the request and the answer with the user before you call it.",
  retract: "Remove a taught example, so the next version is fitted from the examples that remain. Call it when the user says an example was taught by mistake. Find the exact request first: ask judge what was taught, and use the example word for word. Confirm the request with the user before you call it.",
};

export const SPEC_FILE = join(workspaceRoot, '../shared/spec/a8-mcp.md');

export function specDescriptionsFromFile(): typeof SPEC_DESCRIPTIONS | null {
  if (!existsSync(SPEC_FILE)) return null;
  const spec = readFileSync(SPEC_FILE, 'utf8');
  const block = (afterHeading: string) => /```text\n([\s\S]*?)\n```/.exec(spec.slice(spec.indexOf(afterHeading)))![1].trim();
  return {
    judge: block('### 3.1 The judge tool’s description'),
    teach: block('The tool’s description, word for word:'),
    retract: block('`retracted` says whether the request held a taught answer'),
  };
}
