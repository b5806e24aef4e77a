import { Injectable } from '@nestjs/common';
import { formatHorizon, pinnedModelId, type JudgeCommand, type JudgeReply } from '@a8/contracts';
import { latestUserMessage, precedentsRequest, readPlainWords, readSubject, recallTopic, subjectKey } from '@a8/reader';
import { requirePermission } from '../permissions';
import { VersionStore } from '../versions/version-store.service';

/**
 * One judge request, whatever interface it came from: resolve the version, read what the request
 * asks (a verdict, precedents, a recall), and ask the model.
 */
@Injectable()
export class JudgingService {
  constructor(private readonly store: VersionStore) {}

  async judge(command: JudgeCommand): Promise<JudgeReply> {
    const { caller } = command;
    const loaded = await this.store.resolve(caller.orgId, command.model);
    const level = loaded.id.level;
    const base = {
      model: pinnedModelId(loaded.family, formatHorizon(loaded.version.horizon), level),
      level,
      system_fingerprint: loaded.version.fingerprint ?? '',
    };
    const request = command.request;
    const latest = latestUserMessage(request);

    // Recall needs models:explain alone (spec a8-mcp Table 1); every other judgement models:infer.
    if (command.reasoning && latest !== null) {
      const topic = recallTopic(latest);
      if (topic !== null) {
        requirePermission(caller, 'models:explain');
        return { ...base, kind: 'recall', precedents: loaded.fitted.recall(topic) };
      }
    }
    requirePermission(caller, 'models:infer');

    let subjectText = latest ?? '';
    let criterion = request.criterion;
    let wordsWantPrecedents = false;
    if (command.reasoning) {
      // "Quote precedents" asks for precedents wherever it stands, and is judged as neither the
      // subject nor part of the criterion.
      const fromSubject = precedentsRequest(subjectText);
      const fromCriterion = criterion === null ? { asks: false, rest: null } : precedentsRequest(criterion);
      wordsWantPrecedents = fromSubject.asks || fromCriterion.asks;
      subjectText = fromSubject.rest;
      criterion = fromCriterion.rest === null || fromCriterion.rest === '' ? null : fromCriterion.rest;
    }
    let schema = request.schema;
    let answerForm: 'word' | null = null;
    let readInWords = false;
    if (command.reasoning && criterion === null && schema === null) {
      // No criterion in the layout: a question in plain words states it, beside its subject.
      const words = readPlainWords(subjectText);
      if (words) {
        readInWords = true;
        criterion = words.criterion;
        subjectText = words.subject;
        answerForm = words.answerForm;
        // No format either: answer in the shape the criterion was taught in.
        schema = loaded.fitted.taughtSchema(words.criterion) ?? null;
      }
    }
    const asked = { criterion, schema, conversation: [{ role: 'user' as const, content: subjectText }] };
    const wantPrecedents = command.schemaWantsPrecedents || wordsWantPrecedents;
    if (wantPrecedents) requirePermission(caller, 'models:explain');

    const outcome = loaded.fitted.judge({
      criterion,
      schema,
      subject: readSubject(subjectText),
      level,
      requestKey: subjectKey(asked),
      wantPrecedents,
    });
    const placement = command.schemaWantsPrecedents ? ('schema' as const) : ('top' as const);
    const precedents = wantPrecedents ? (outcome.precedents ?? { criterion: criterion ?? '', examples: [] }) : undefined;
    const withPrecedents = precedents ? { precedents, precedentsPlacement: placement } : {};
    const reading = readInWords ? { readInWords: true } : {};
    if (outcome.kind === 'verdict') {
      // Asked for one word: an object verdict of one property is written as its value alone.
      const verdict = answerForm === 'word' ? singleValue(outcome.verdict) : outcome.verdict;
      return { ...base, ...reading, kind: 'verdict', verdict, ...(outcome.interval ? { interval: outcome.interval } : {}), ...withPrecedents };
    }
    return { ...base, ...reading, kind: 'abstention', abstention: outcome.abstention, explanation: outcome.explanation, ...withPrecedents };
  }
}

/** The value of an object verdict with exactly one property; any other verdict as it is. */
function singleValue(verdict: unknown): unknown {
  if (verdict === null || typeof verdict !== 'object' || Array.isArray(verdict)) return verdict;
  const values = Object.values(verdict);
  return values.length === 1 ? values[0] : verdict;
}
