import { Exclude, Type } from 'class-transformer';
import {
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsObject,
  IsString,
  Max,
  Min,
  ValidateIf,
  ValidateNested,
  registerDecorator,
  type ValidationArguments,
  type ValidationOptions,
} from 'class-validator';

/** A message's content, or `system`: a string, or a list of blocks each with a string `type`. */
function IsTextOrBlocks(options?: ValidationOptions) {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'isTextOrBlocks',
      target: object.constructor,
      propertyName,
      options,
      validator: {
        validate: (value: unknown) =>
          typeof value === 'string' ||
          (Array.isArray(value) &&
            value.every((b) => b !== null && typeof b === 'object' && typeof (b as { type?: unknown }).type === 'string') &&
            value.every((b) => (b as { type: string }).type !== 'text' || typeof (b as { text?: unknown }).text === 'string')),
        defaultMessage: (args: ValidationArguments) => `${args.property}: must be a string or a list of content blocks such as {"type": "text", "text": "…"}`,
      },
    });
}

/**
 * Left out, the field takes its default; sent, even as `null`, it must pass its rules (Anthropic's
 * API refuses `null` in these fields too), where class-validator's optional check lets `null` by.
 */
function IsAbsentOr() {
  return ValidateIf((_object: object, value: unknown) => value !== undefined);
}

/**
 * Free-form JSON (schemas, content blocks) is kept out of class-transformer, which drops keys
 * named `constructor` and fails on some of them; `readMessagesBody` puts the raw values back.
 */
const FreeForm = () => Exclude({ toClassOnly: true });

export const EFFORTS = ['low', 'medium', 'high', 'xhigh', 'max'] as const;
export const THINKING_TYPES = ['adaptive', 'enabled', 'disabled'] as const;

export class MessageDto {
  @IsIn(['user', 'assistant'], { message: 'role: must be "user" or "assistant"' })
  role!: 'user' | 'assistant';

  @FreeForm()
  @IsTextOrBlocks()
  content!: string | { type: string; text?: string; input?: unknown; content?: unknown }[];
}

export class JsonSchemaFormatDto {
  @IsIn(['json_schema'], { message: 'type: must be "json_schema"' })
  type!: 'json_schema';

  @FreeForm()
  @IsObject({ message: 'schema: must be a JSON Schema object' })
  schema!: Record<string, unknown>;
}

export class OutputConfigDto {
  @IsAbsentOr()
  @IsObject({ message: 'format: must be an object, as {"type": "json_schema", "schema": {…}}' })
  @ValidateNested()
  @Type(() => JsonSchemaFormatDto)
  format?: JsonSchemaFormatDto;

  @IsAbsentOr()
  @IsIn(EFFORTS, { message: `effort: send one of ${EFFORTS.map((e) => `"${e}"`).join(', ')}` })
  effort?: (typeof EFFORTS)[number];
}

export class ToolDto {
  @IsString({ message: 'name: must be a string' })
  @IsNotEmpty({ message: 'name: must not be empty' })
  name!: string;

  @IsAbsentOr()
  @IsString({ message: 'description: must be a string' })
  description?: string;

  @FreeForm()
  @IsObject({ message: 'input_schema: must be a JSON Schema object' })
  input_schema!: Record<string, unknown>;
}

export class ToolChoiceDto {
  @IsIn(['auto', 'any', 'tool', 'none'], { message: 'type: send one of "auto", "any", "tool", "none"' })
  type!: 'auto' | 'any' | 'tool' | 'none';

  @IsAbsentOr()
  @IsString({ message: 'name: must be a string' })
  name?: string;
}

export class ThinkingDto {
  @IsIn(THINKING_TYPES, { message: `type: send one of ${THINKING_TYPES.map((t) => `"${t}"`).join(', ')}` })
  type!: (typeof THINKING_TYPES)[number];

  @IsAbsentOr()
  @IsInt({ message: 'budget_tokens: must be a whole number' })
  @Min(1024, { message: 'budget_tokens: must be at least 1024' })
  budget_tokens?: number;
}

/**
 * The fields of `POST /v1/messages` A8 reads (spec Table 1). Every other field is accepted and
 * ignored (`temperature`, `top_p`, `metadata`, …): the pipe strips them instead of refusing them.
 */
export class MessagesRequestDto {
  @IsString({ message: 'model: required, a string such as "a8" or "a8:95"' })
  @IsNotEmpty({ message: 'model: required, a string such as "a8" or "a8:95"' })
  model!: string;

  @IsAbsentOr()
  @IsInt({ message: 'max_tokens: must be a whole number' })
  // A8 reads any count (the verdict is not generated token by token), within a sane integer range.
  @Min(0, { message: 'max_tokens: must be a whole number from 0 to 2147483647' })
  @Max(2_147_483_647, { message: 'max_tokens: must be a whole number from 0 to 2147483647' })
  max_tokens?: number;

  @IsAbsentOr()
  @FreeForm()
  @IsTextOrBlocks()
  system?: string | { type: string; text?: string }[];

  @IsArray({ message: 'messages: required, a list of {"role", "content"} messages' })
  @IsObject({ each: true, message: 'messages: each message must be an object {"role", "content"}' })
  @ValidateNested({ each: true })
  @Type(() => MessageDto)
  messages!: MessageDto[];

  @IsAbsentOr()
  @IsObject({ message: 'output_config: must be an object, as {"format": {…}}' })
  @ValidateNested()
  @Type(() => OutputConfigDto)
  output_config?: OutputConfigDto;

  @IsAbsentOr()
  @IsArray({ message: 'tools: must be a list of tools' })
  @IsObject({ each: true, message: 'tools: each tool must be an object {"name", "input_schema"}' })
  @ValidateNested({ each: true })
  @Type(() => ToolDto)
  tools?: ToolDto[];

  @IsAbsentOr()
  @IsObject({ message: 'tool_choice: must be an object, as {"type": "tool", "name": "…"}' })
  @ValidateNested()
  @Type(() => ToolChoiceDto)
  tool_choice?: ToolChoiceDto;

  @IsAbsentOr()
  @IsObject({ message: 'thinking: must be an object, as {"type": "disabled"}' })
  @ValidateNested()
  @Type(() => ThinkingDto)
  thinking?: ThinkingDto;

  @IsAbsentOr()
  @IsBoolean({ message: 'stream: must be true or false' })
  stream?: boolean;
}
