import { Injectable } from '@nestjs/common';
import { A8Error, ErrorCode, type JsonSchema, type Proposal, type ProposeCommand } from '@a8/contracts';
import { latestUserMessage, normalizeSchema, readSubject, subjectKey } from '@a8/reader';
import { VersionStore } from '../versions/version-store.service';
import { firstOption, frameProposal, labelNamedIn, type Framing, type TaughtView } from './proposal-framing';

type Message = { role: string; content: string };

/**
 * `teach` without an answer (spec a8-mcp §4): the request and answer A8 would record, complete so
 * the assistant can send it back as it is. The request is framed by `frameProposal`; the answer is
 * the one the words state (a rule's label, a label the subject names), else what the current
 * version answers at `a8:0`, else — for a criterion nothing was taught under — the format's first
 * option, said to be a placeholder in the explanation.
 */
@Injectable()
export class ProposalService {
  constructor(private readonly store: VersionStore) {}

  async propose(command: ProposeCommand): Promise<Proposal> {
    const { caller, request } = command;
    const loaded = await this.store.resolve(caller.orgId, 'a8');
    const fitted = loaded.fitted;
    const explain = caller.permissions.includes('models:explain');
    const words = latestUserMessage(request) ?? '';
    const taught: TaughtView = {
      criteria: fitted.taughtCriteria(),
      schemaOf: (criterion) => fitted.taughtSchema(criterion) as JsonSchema | null | undefined,
      nearest: (text) => {
        const found = fitted.recall(text, 1);
        const example = found.examples[0];
        return example && found.criterion ? { criterion: found.criterion, format: (example.format as JsonSchema | null) ?? null, similarity: example.similarity } : null;
      },
    };
    const framing = frameProposal(words, request.criterion, command.format as JsonSchema | null, explain, taught);

    let answer = framing.stated;
    let basis = 'the label your words state';
    if (answer === undefined) {
      answer = labelNamedIn(framing.subject, framing.format);
      basis = 'the label the subject names';
    }
    if (answer === undefined && framing.criterion !== null) {
      const schema = normalizeSchema(framing.format).schema;
      const key = subjectKey({ criterion: framing.criterion, schema, conversation: [{ role: 'user', content: framing.subject }] });
      const outcome = fitted.judge({ criterion: framing.criterion, schema, subject: readSubject(framing.subject), level: 0, requestKey: key });
      if (outcome.kind === 'verdict') {
        answer = outcome.verdict;
        basis = `what ${loaded.family} answers it at a minimum accuracy of 0`;
      }
    }
    if (answer === undefined) {
      answer = firstOption(framing.format);
      basis = "the format's first option, a placeholder: A8 cannot answer this criterion yet, so confirm or change the answer before you teach it";
    }
    if (answer === undefined) {
      throw new A8Error(
        ErrorCode.InvalidRequest,
        framing.criterion === null
          ? 'input: states no question, rule or criterion A8 can frame a proposal from; put the criterion in a system message, or send the answer to teach.'
          : 'format: A8 cannot propose an answer for this criterion without its options; send a format with an enum, or send the answer to teach.',
      );
    }
    return { proposal: { input: proposedInput(command.input, framing), format: framing.format, answer }, recorded_at: null, explanation: explanationOf(framing, basis) };
  }
}

/** The input to send back: the caller's own messages when they carried the criterion, else the framed request. */
function proposedInput(sent: unknown, framing: Framing): Message[] | string {
  if (framing.source === 'system' && Array.isArray(sent)) return sent as Message[];
  if (framing.criterion === null) return framing.subject;
  return [
    { role: 'system', content: framing.criterion },
    { role: 'user', content: framing.subject },
  ];
}

function explanationOf(framing: Framing, basis: string): string {
  const criterion = {
    system: 'The criterion is the one your input states in its system message',
    question: 'The criterion is the question your words ask',
    rule: 'The subject is a case your rule describes, under a criterion whose format holds its label',
    nearest: 'The criterion is the one of the taught request nearest your words',
    words: 'Your words state no criterion, so the request is the text alone',
  }[framing.source];
  return `${criterion}; the answer is ${basis}. Show it to the user and teach it with a second call once they agree.`;
}
