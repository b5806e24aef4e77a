/**
 * Set 459: replicas of how two JavaScript/TypeScript apps read a Gemini judge's reply: Text Battle Arena's Korean
 * battle-winner judge (the winner's name in a fenced JSON block, matched against the two character names) and the
 * "Objection!" courtroom game's judge of a player's defense argument (a case-insensitive "SCORE: n" line). Each parser
 * answers: would the project get a verdict out of this reply (not a default, not an exception, not a retry, not a null)?
 * Both projects are JavaScript, so the replicas run the same regular expressions and JSON.parse the projects run.
 */
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. Text Battle Arena (wichan7/text-battle-arena), src/core/server/llm/battleResultParser.ts extractWinner, called as
//      const winnerResult = await chat(winnerPrompt);            // Gemini response.text
//      const winner = winnerResult ? extractWinner(winnerResult, challenger.name, defender.name) : null;
//
//      const jsonBlockMatch = battleLog.match(/```json\s*([\s\S]*?)\s*```/i);
//      if (jsonBlockMatch) {
//        try {
//          const jsonText = jsonBlockMatch[1].trim();
//          const result = JSON.parse(jsonText);
//          if (result.winner) {
//            const winnerName = result.winner.trim();
//            if (winnerName === challengerName) return "challenger";
//            if (winnerName === defenderName) return "defender";
//            const winnerLower = winnerName.toLowerCase(); ...   // same comparisons, lower-cased
//          }
//        } catch (error) { console.error("JSON 파싱 실패:", error); }
//      }
//      const codeBlockMatch = battleLog.match(/```\s*([\s\S]*?)\s*```/);
//      if (codeBlockMatch) {
//        const codeContent = codeBlockMatch[1].trim();
//        if (codeContent.startsWith("{") && codeContent.includes("winner")) {
//          try {
//            const result = JSON.parse(codeContent);
//            if (result.winner) {
//              const winnerName = result.winner.trim();
//              if (winnerName === challengerName || winnerName.toLowerCase() === challengerName.toLowerCase()) return "challenger";
//              if (winnerName === defenderName || winnerName.toLowerCase() === defenderName.toLowerCase()) return "defender";
//            }
//          } catch { }
//        }
//      }
//      return null;                                                 // no winner: no ELO update
//    The names are the filled example's characters. A non-string winner throws inside the try (TypeError), caught.
const BATTLE_CHALLENGER = '강철 기사';
const BATTLE_DEFENDER = 'Shadow Archer';
const battleWinnerOf = (value: unknown, lowerOnly: boolean): 'challenger' | 'defender' | null => {
  // result.winner on null throws TypeError (caught by the caller's try); any other value is read as JS reads it
  const result = value as { winner?: unknown };
  if (result === null) throw new TypeError("Cannot read properties of null (reading 'winner')");
  if (!result.winner) return null;
  const trim = (result.winner as { trim?: unknown }).trim;
  if (typeof trim !== 'function') throw new TypeError('result.winner.trim is not a function');
  const winnerName = String(trim.call(result.winner));
  if (!lowerOnly) {
    if (winnerName === BATTLE_CHALLENGER) return 'challenger';
    if (winnerName === BATTLE_DEFENDER) return 'defender';
  }
  if (winnerName === BATTLE_CHALLENGER || winnerName.toLowerCase() === BATTLE_CHALLENGER.toLowerCase()) return 'challenger';
  if (winnerName === BATTLE_DEFENDER || winnerName.toLowerCase() === BATTLE_DEFENDER.toLowerCase()) return 'defender';
  return null;
};
const extractBattleWinner = (battleLog: string): 'challenger' | 'defender' | null => {
  const jsonBlockMatch = battleLog.match(/```json\s*([\s\S]*?)\s*```/i);
  if (jsonBlockMatch) {
    try {
      const winner = battleWinnerOf(JSON.parse((jsonBlockMatch[1] ?? '').trim()) as unknown, false);
      if (winner) return winner;
    } catch {
      // console.error("JSON 파싱 실패:", error)
    }
  }
  const codeBlockMatch = battleLog.match(/```\s*([\s\S]*?)\s*```/);
  if (codeBlockMatch) {
    const codeContent = (codeBlockMatch[1] ?? '').trim();
    if (codeContent.startsWith('{') && codeContent.includes('winner')) {
      try {
        const winner = battleWinnerOf(JSON.parse(codeContent) as unknown, true);
        if (winner) return winner;
      } catch {
        // JSON 파싱 실패 시 무시
      }
    }
  }
  return null;
};
const textBattleArena: FrameworkParser = (reply) => reply !== '' && extractBattleWinner(reply) !== null;

// 2. "Objection!" (Derpnezz/Technica-2025-RPG), src/App.jsx handleSubmitArgument:
//      const judgeResponse = result.response.text();
//      const scoreMatch = judgeResponse.match(/SCORE:\s*(\d+)/i);
//      const score = scoreMatch ? parseInt(scoreMatch[1]) : 0;
//      if (!scoreMatch) {
//        throw new Error('Could not parse score from response');   // catch: alert(...), back to 'playing' (resubmit)
//      }
//    JavaScript regex without the u flag: \s is Unicode whitespace (NBSP, U+2028, BOM ...), \d is ASCII [0-9] only.
//    No range check on the score.
const technicaObjection: FrameworkParser = (reply) => /SCORE:\s*(\d+)/i.test(reply);

export const PARSERS_OF_SET_459: Record<string, FrameworkParser> = {
  'text-battle-arena--battle-log-winner-korean-fenced-json-winner-name-exact-or-case-insensitive': textBattleArena,
  'technica-objection--defense-argument-social-justice-0-100-score-line-verdict-feedback-first-score-match': technicaObjection,
};
