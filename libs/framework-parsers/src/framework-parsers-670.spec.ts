import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_670 } from './framework-parsers-670';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'ai-codereview-mcp--git-diff-code-review-100-point-zongfen-total-score-line': {
    accept: [
      '## 总体评审意见\n本次变更将字符串拼接的 SQL 改为参数化查询，并补充了空输入校验，方向正确。\n\n## 分维度评分\n- 功能: 34/40，缺少对查询异常的处理\n- 安全: 28/30\n- 最佳实践: 16/20\n- 性能: 5/5\n- 提交信息: 5/5\n\n总分:88分',
      '总分：72分',
      '总分: 90分',
      '**总分:85分**',
      '总分:\n60',
      '总分:85.5分',
      '总分:\ufeff77分',
      '总分:150分',
      '功能 30，安全 25，最佳实践 15，性能 4，提交信息 4。总分:78分（满分 100）',
    ],
    reject: [
      '',
      '总分:0分',
      '总分:00分',
      '总分: XX分',
      '总分 85分',
      '总分=85分',
      '总分:８５分',
      '总分:-10分',
      'Total score: 85',
      '总 分:85分',
      '初评总分:0分，复核后总分:85分',
      '总分：八十五分',
    ],
  },
  'git-gandalf-mian312--staged-commit-diff-risk-json-low-medium-high-issues-summary': {
    accept: [
      '{"risk": "HIGH", "issues": ["Hardcoded AWS access key in src/config.js", "GET /debug/env exposes process.env"], "summary": "The commit leaks credentials and environment variables."}',
      '{\n  "risk": "LOW",\n  "issues": [],\n  "summary": "Adds a null check before reading the config."\n}',
      '```json\n{"risk": "MEDIUM", "issues": ["No tests for the new endpoint"], "summary": "Adds an endpoint without tests."}\n```',
      'Here is my assessment:\n{"risk": "MEDIUM", "issues": ["debug flag enabled"], "summary": "Debug mode left on."}\nHope this helps.',
      '```JSON\n{"risk": "LOW", "issues": [], "summary": "Docs only."}\n```',
      '{"risk": "LOW", "issues": [], "summary": "", "confidence": 0.9}',
      '{"risk": "low", "risk": "LOW", "issues": [], "summary": "Typo fix."}',
      '{"risk": "HIGH", "issues": [1, null], "summary": "s"}',
    ],
    reject: [
      '',
      '{"risk": "low", "issues": [], "summary": "Docs only."}',
      '{"risk": "LOW | MEDIUM | HIGH", "issues": ["string"], "summary": "string"}',
      '{"risk": "LOW", "issues": "none", "summary": "Docs only."}',
      '{"risk": "LOW", "issues": []}',
      '{"risk": "LOW", "issues": [], "summary": null}',
      'null',
      '[{"risk": "LOW", "issues": [], "summary": "Docs only."}]',
      "{'risk': 'LOW', 'issues': [], 'summary': 'Docs only.'}",
      '```json\n"risk is low"\n```\n{"risk": "LOW", "issues": [], "summary": "Docs only."}',
      'Risk: {"risk": "LOW", "issues": [], "summary": "a"} and also {"note": 1} done',
      '{"risk": " LOW", "issues": [], "summary": "Docs only."}',
      'Risk: LOW\nIssues: none\nSummary: Docs only.',
    ],
  },
  'git-gandalf-sourav7274--staged-diff-single-rule-violation-ollama-json-mode-violated-flag': {
    accept: [
      '{"violated": false}',
      '{"violated": false, "reason": "No console.log or debugger statements were added in the staged diff."}',
      '{}',
      '{"violated": 0}',
      '{"violated": null, "violations": []}',
      '  {"violated": false}\n',
      '[]',
      'false',
      '{"violated": ""}',
      '{"rule": "No debug statements", "compliant": true}',
    ],
    reject: [
      '',
      '{"violated": true, "violations": [{"files": ["src/cart.js"], "line": 24, "content": "console.log(\\"DEBUG cart\\", cart)", "violatingLine": "+    console.log(\\"DEBUG cart\\", cart);"}]}',
      '{"violated": true}',
      '{"violated": "false"}',
      '{"violated": "no"}',
      '{"violated": 1}',
      'null',
      '```json\n{"violated": false}\n```',
      '{"violated": False}',
      'The diff does not violate the rule.',
      '{"violated": false,}',
    ],
  },
  'naturalcommitlint--head-commit-message-natural-language-rules-lint-fail-substring-verdict': {
    accept: [
      '1. Title Analysis\nThe title "Fixed stuff in parser" uses the past tense and is vague. FAIL\n\n2. Body Analysis\nThe body does not explain why the change was made. FAIL\n\n3. Rule Compliance Summary\nRule 1: FAIL\nRule 2: PASS\nRule 3: PASS\nRule 4: FAIL\nRule 5: FAIL\n\n4. Verdict\nVerdict: LINT_FAIL',
      'Title Analysis: PASS\nBody Analysis: PASS\nRule Compliance Summary: all rules PASS\nVerdict: LINT_PASS',
      'LINT_PASS',
      'The commit message looks fine.',
      '  Verdict: LINT_FAIL  \n',
      '\u200b',
      '\ufeff',
      'lint_fail',
    ],
    reject: ['', '   ', '\n\n', '\t\r\n', '\u3000', '\x1c\x1d\x1e\x1f', '\u2028\u2029', '\x85\xa0', '\x0b\x0c'],
  },
};

describe('set 670 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_670).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_670[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
