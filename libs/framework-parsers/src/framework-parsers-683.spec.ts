import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_683 } from './framework-parsers-683';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  "llm-summary-evaluator--pdf-summary-vs-abstract-factual-accuracy-1-10-first-bare-number-findall": {
    "accept": [
      "8",
      "9\n\nThe summary reproduces the method name, both benchmarks, the 6.4-point F1 gain and the 38% token reduction exactly as stated in the abstract.",
      "Score (1-10): 8",
      "I would rate the factual accuracy 7/10: the figures match, but the summary omits that the benchmark is biomedical.",
      "**9**",
      "Score: 10",
      "8.5",
      "Factual accuracy: -3",
      "Score: 0, no wait, 6",
      "(7)"
    ],
    "reject": [
      "",
      "0",
      "Score: 11",
      "100/100",
      "Score: seven",
      "8th",
      "Score: 7½",
      "score_8",
      "Score: ８",
      "Score: ٨",
      "x9 out of ten"
    ]
  },
  "meeting-summary-eval--french-meeting-transcript-summary-faithfulness-0-5-note-x-sur-5-two-regex-fallback": {
    "accept": [
      "NOTE: 5/5\nAucune phrase inventée.",
      "NOTE: 3/5\n- « Le salon de Lyon est annulé » : la transcription parle d'un report, pas d'une annulation.",
      "NOTE : 4 / 5",
      "Note: 4",
      "note=2",
      "**NOTE: 4/5**",
      "4,5/5",
      "Le résumé mérite 3/5, une décision est inventée.",
      "NOTE: ٣/٥",
      "NOTE\u001c:4",
      "NOTE: 10/5"
    ],
    "reject": [
      "",
      "NOTE: X/5",
      "NOTE - 4",
      "**NOTE:** 4",
      "Le résumé est fidèle, aucune information inventée.",
      "NOTE: quatre sur cinq",
      "Score : 4 sur 5",
      "4/ 6",
      "N O T E: 4",
      "4 /​5",
      "NOTE:​4"
    ]
  },
  "ai-summary-eval-agent--vietnamese-stock-report-summary-faithfulness-json-blocks-flags-verdict-computed-from-lists": {
    "accept": [
      "{\"verdict\": \"PASS\", \"block_count\": 0, \"flag_count\": 0, \"blocks\": [], \"flags\": [], \"rationale\": \"Tóm tắt bám sát báo cáo, không có sai lệch số liệu.\"}",
      "```json\n{\n  \"verdict\": \"FAIL\",\n  \"block_count\": 1,\n  \"flag_count\": 0,\n  \"blocks\": [\n    {\n      \"category\": \"B_tone_escalation\",\n      \"bullet_index\": 2,\n      \"summary_quote\": \"bứt phá mạnh mẽ\",\n      \"report_evidence\": \"lợi nhuận trước thuế 6.323 tỷ đồng (+19,6% svck)\",\n      \"explanation\": \"[Type B — Tone escalation] \\\"bứt phá mạnh mẽ\\\" — báo cáo chỉ nêu mức tăng 19,6%.\"\n    }\n  ],\n  \"flags\": [],\n  \"rationale\": \"Có một lỗi tăng cường giọng điệu.\"\n}\n```",
      "Đây là kết quả đánh giá:\n{\"verdict\": \"FLAG\", \"blocks\": [], \"flags\": [{\"category\": \"C_disclaimer_omission\", \"summary_quote\": \"\", \"report_evidence\": \"Rủi ro chính: tỷ giá JPY biến động\"}]}",
      "{}",
      "{\"verdict\": \"FLAG\", \"flags\": [{\"category\": \"format\", \"summary_quote\": \"\", \"bullet_index\": \"3\"}]}",
      "{\"blocks\": [{\"category\": \"A_factual\", \"summary_quote\": \"x\", \"bullet_index\": 2.7}]}",
      "{\"blocks\": \"\", \"flags\": {}}",
      "{\"blocks\": [{\"category\": \"A_factual\", \"summary_quote\": \"x\", \"bullet_index\": 1}, {\"category\": \"A_factual\", \"summary_quote\": \"x\", \"bullet_index\": \"abc\"}]}",
      "{\"verdict\": \"PASS\", \"block_count\": NaN}",
      "{\"blocks\": [{\"category\": \"A_factual\", \"bullet_index\": null}]}",
      "[{\"verdict\": \"PASS\"}]",
      "```JSON\n{\"verdict\": \"PASS\", \"blocks\": [], \"flags\": []}\n```",
      "{\"flags\": [{\"category\": \"render\", \"bullet_index\": true}]}"
    ],
    "reject": [
      "",
      "PASS",
      "{\"blocks\": null}",
      "{\"blocks\": [{\"category\": [\"A_factual\"], \"summary_quote\": \"x\"}]}",
      "{\"flags\": [\"format\"]}",
      "{\"blocks\": [{\"category\": \"A_factual\", \"bullet_index\": \"2.0\"}]}",
      "{\"blocks\": [{\"category\": \"A_factual\", \"bullet_index\": NaN}]}",
      "{'verdict': 'PASS', 'blocks': [], 'flags': []}",
      "{\"verdict\": \"PASS\", \"blocks\": [],}",
      "{\"verdict\": \"PASS\"} {\"verdict\": \"FAIL\"}",
      "{\"blocks\": 0}",
      "{\"blocks\": \"x\"}",
      "42",
      "{\"verdict\": \"PASS\"} (nếu cần, xem thêm {ghi chú})",
      "{\"blocks\": [{\"category\": \"A_factual\", \"bullet_index\": [2]}]}",
      "{\"blocks\": [{\"category\": \"A_factual\", \"bullet_index\": 1e400}]}"
    ]
  }
};

describe('set 683 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_683).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_683[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
