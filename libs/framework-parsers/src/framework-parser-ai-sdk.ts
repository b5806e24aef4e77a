import { secureJsonParse } from './framework-parser-helpers';

/**
 * The reply readers of the Vercel AI SDK and of Mastra, which JavaScript projects' judges run their replies through
 * (`parsePartialJson`, Mastra's `ObjectFormatHandler.preprocessText`), replicated once for every set whose parser uses
 * them (as framework-parser-genkit.ts does for Genkit).
 */

/** Mastra's escape of raw control characters inside JSON strings (`escapeUnescapedControlCharsInJsonStrings`). */
const escapeUnescapedControlCharsInJsonStrings = (text: string): string => {
  let result = '';
  let inString = false;
  let i = 0;
  while (i < text.length) {
    const char = text[i]!;
    if (char === '\\' && i + 1 < text.length) {
      result += char + text[i + 1]!;
      i += 2;
      continue;
    }
    if (char === '"') {
      inString = !inString;
      result += char;
      i++;
      continue;
    }
    if (inString) {
      if (char === '\n') {
        result += '\\n';
        i++;
        continue;
      }
      if (char === '\r') {
        result += '\\r';
        i++;
        continue;
      }
      if (char === '\t') {
        result += '\\t';
        i++;
        continue;
      }
    }
    result += char;
    i++;
  }
  return result;
};

/** Mastra's `preprocessText`: the text after `<|message|>`, the body of a ```json fence, control characters escaped. */
export const mastraPreprocess = (accumulated: string): string => {
  let text = accumulated;
  if (text.includes('<|message|>')) {
    const m = text.match(/<\|message\|>([\s\S]+)$/);
    if (m && m[1]) text = m[1];
  }
  if (text.includes('```json')) {
    const m = text.match(/```json\s*\n?([\s\S]*?)\n?\s*```/);
    if (m && m[1]) text = m[1].trim();
    else text = text.replace(/^```json\s*\n?/, '');
  }
  return escapeUnescapedControlCharsInJsonStrings(text);
};

/** The AI SDK's fixJson (partial-JSON repair used by parsePartialJson): closes what is open, drops trailing junk. */
export const aiSdkFixJson = (input: string): string => {
  const stack: string[] = ['ROOT'];
  let lastValidIndex = -1;
  let literalStart: number | null = null;
  const top = () => stack[stack.length - 1];
  const processValueStart = (char: string, i: number, swapState: string) => {
    switch (char) {
      case '"':
        lastValidIndex = i;
        stack.pop();
        stack.push(swapState, 'INSIDE_STRING');
        break;
      case 'f':
      case 't':
      case 'n':
        lastValidIndex = i;
        literalStart = i;
        stack.pop();
        stack.push(swapState, 'INSIDE_LITERAL');
        break;
      case '-':
        stack.pop();
        stack.push(swapState, 'INSIDE_NUMBER');
        break;
      case '0':
      case '1':
      case '2':
      case '3':
      case '4':
      case '5':
      case '6':
      case '7':
      case '8':
      case '9':
        lastValidIndex = i;
        stack.pop();
        stack.push(swapState, 'INSIDE_NUMBER');
        break;
      case '{':
        lastValidIndex = i;
        stack.pop();
        stack.push(swapState, 'INSIDE_OBJECT_START');
        break;
      case '[':
        lastValidIndex = i;
        stack.pop();
        stack.push(swapState, 'INSIDE_ARRAY_START');
        break;
    }
  };
  const processAfterObjectValue = (char: string, i: number) => {
    if (char === ',') {
      stack.pop();
      stack.push('INSIDE_OBJECT_AFTER_COMMA');
    } else if (char === '}') {
      lastValidIndex = i;
      stack.pop();
    }
  };
  const processAfterArrayValue = (char: string, i: number) => {
    if (char === ',') {
      stack.pop();
      stack.push('INSIDE_ARRAY_AFTER_COMMA');
    } else if (char === ']') {
      lastValidIndex = i;
      stack.pop();
    }
  };
  for (let i = 0; i < input.length; i++) {
    const char = input[i]!;
    switch (top()) {
      case 'ROOT':
        processValueStart(char, i, 'FINISH');
        break;
      case 'INSIDE_OBJECT_START':
        if (char === '"') {
          stack.pop();
          stack.push('INSIDE_OBJECT_KEY');
        } else if (char === '}') {
          lastValidIndex = i;
          stack.pop();
        }
        break;
      case 'INSIDE_OBJECT_AFTER_COMMA':
        if (char === '"') {
          stack.pop();
          stack.push('INSIDE_OBJECT_KEY');
        }
        break;
      case 'INSIDE_OBJECT_KEY':
        if (char === '"') {
          stack.pop();
          stack.push('INSIDE_OBJECT_AFTER_KEY');
        }
        break;
      case 'INSIDE_OBJECT_AFTER_KEY':
        if (char === ':') {
          stack.pop();
          stack.push('INSIDE_OBJECT_BEFORE_VALUE');
        }
        break;
      case 'INSIDE_OBJECT_BEFORE_VALUE':
        processValueStart(char, i, 'INSIDE_OBJECT_AFTER_VALUE');
        break;
      case 'INSIDE_OBJECT_AFTER_VALUE':
        processAfterObjectValue(char, i);
        break;
      case 'INSIDE_STRING':
        if (char === '"') {
          stack.pop();
          lastValidIndex = i;
        } else if (char === '\\') {
          stack.push('INSIDE_STRING_ESCAPE');
        } else {
          lastValidIndex = i;
        }
        break;
      case 'INSIDE_ARRAY_START':
        if (char === ']') {
          lastValidIndex = i;
          stack.pop();
        } else {
          lastValidIndex = i;
          processValueStart(char, i, 'INSIDE_ARRAY_AFTER_VALUE');
        }
        break;
      case 'INSIDE_ARRAY_AFTER_VALUE':
        if (char === ',') {
          stack.pop();
          stack.push('INSIDE_ARRAY_AFTER_COMMA');
        } else if (char === ']') {
          lastValidIndex = i;
          stack.pop();
        } else {
          lastValidIndex = i;
        }
        break;
      case 'INSIDE_ARRAY_AFTER_COMMA':
        processValueStart(char, i, 'INSIDE_ARRAY_AFTER_VALUE');
        break;
      case 'INSIDE_STRING_ESCAPE':
        stack.pop();
        lastValidIndex = i;
        break;
      case 'INSIDE_NUMBER':
        if (char >= '0' && char <= '9') {
          lastValidIndex = i;
        } else if (char === 'e' || char === 'E' || char === '-' || char === '.') {
          // part of the number
        } else if (char === ',') {
          stack.pop();
          if (top() === 'INSIDE_ARRAY_AFTER_VALUE') processAfterArrayValue(char, i);
          if (top() === 'INSIDE_OBJECT_AFTER_VALUE') processAfterObjectValue(char, i);
        } else if (char === '}') {
          stack.pop();
          if (top() === 'INSIDE_OBJECT_AFTER_VALUE') processAfterObjectValue(char, i);
        } else if (char === ']') {
          stack.pop();
          if (top() === 'INSIDE_ARRAY_AFTER_VALUE') processAfterArrayValue(char, i);
        } else {
          stack.pop();
        }
        break;
      case 'INSIDE_LITERAL': {
        const partialLiteral = input.substring(literalStart!, i + 1);
        if (!'false'.startsWith(partialLiteral) && !'true'.startsWith(partialLiteral) && !'null'.startsWith(partialLiteral)) {
          stack.pop();
          if (top() === 'INSIDE_OBJECT_AFTER_VALUE') processAfterObjectValue(char, i);
          else if (top() === 'INSIDE_ARRAY_AFTER_VALUE') processAfterArrayValue(char, i);
        } else {
          lastValidIndex = i;
        }
        break;
      }
    }
  }
  let result = input.slice(0, lastValidIndex + 1);
  for (let i = stack.length - 1; i >= 0; i--) {
    switch (stack[i]) {
      case 'INSIDE_STRING':
        result += '"';
        break;
      case 'INSIDE_OBJECT_KEY':
      case 'INSIDE_OBJECT_AFTER_KEY':
      case 'INSIDE_OBJECT_AFTER_COMMA':
      case 'INSIDE_OBJECT_START':
      case 'INSIDE_OBJECT_BEFORE_VALUE':
      case 'INSIDE_OBJECT_AFTER_VALUE':
        result += '}';
        break;
      case 'INSIDE_ARRAY_START':
      case 'INSIDE_ARRAY_AFTER_COMMA':
      case 'INSIDE_ARRAY_AFTER_VALUE':
        result += ']';
        break;
      case 'INSIDE_LITERAL': {
        const partialLiteral = input.substring(literalStart!, input.length);
        if ('true'.startsWith(partialLiteral)) result += 'true'.slice(partialLiteral.length);
        else if ('false'.startsWith(partialLiteral)) result += 'false'.slice(partialLiteral.length);
        else if ('null'.startsWith(partialLiteral)) result += 'null'.slice(partialLiteral.length);
        break;
      }
    }
  }
  return result;
};

/** AI SDK parsePartialJson: the value, or undefined for 'failed-parse'. */
export const aiSdkParsePartialJson = (text: string): unknown => {
  const direct = secureJsonParse(text);
  if (direct !== undefined) return direct;
  return secureJsonParse(aiSdkFixJson(text));
};
