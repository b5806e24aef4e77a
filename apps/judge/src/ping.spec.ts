import { JudgePatterns } from '@a8/contracts';
import { describe, it, expect } from 'vitest';
describe('x', () => { it('y', () => { expect(JudgePatterns.ping).toBe('judge.ping'); }); });
