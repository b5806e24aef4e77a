export const JudgePatterns = { ping: 'judge.ping' } as const;
