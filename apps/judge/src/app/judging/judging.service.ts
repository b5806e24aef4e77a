import { Injectable } from '@nestjs/common';
import { formatHorizon, pinnedModelId, type JudgeCommand, type JudgeReply } from '@a8/contracts';
import { latestUserMessage, precedentsRequest, readSubject, recallTopic, subjectKey } from '@a8/reader';
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
    const asked = { criterion, schema: request.schema, conversation: [{ role: 'user' as const, content: subjectText }] };
    const wantPrecedents = command.schemaWantsPrecedents || wordsWantPrecedents;
    if (wantPrecedents) requirePermission(caller, 'models:explain');

    const outcome = loaded.fitted.judge({
      criterion,
      schema: request.schema,
      subject: readSubject(subjectText),
      level,
      requestKey: subjectKey(asked),
      wantPrecedents,
    });
    const placement = command.schemaWantsPrecedents ? ('schema' as const) : ('top' as const);
    const precedents = wantPrecedents ? (outcome.precedents ?? { criterion: criterion ?? '', examples: [] }) : undefined;
    const withPrecedents = precedents ? { precedents, precedentsPlacement: placement } : {};
    if (outcome.kind === 'verdict') {
      return { ...base, kind: 'verdict', verdict: outcome.verdict, ...(outcome.interval ? { interval: outcome.interval } : {}), ...withPrecedents };
    }
    return { ...base, kind: 'abstention', abstention: outcome.abstention, explanation: outcome.explanation, ...withPrecedents };
  }
}
