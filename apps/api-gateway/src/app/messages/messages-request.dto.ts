import { Type } from 'class-transformer';
import {
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  Min,
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

export const EFFORTS = ['low', 'medium', 'high', 'xhigh', 'max'] as const;
export const THINKING_TYPES = ['adaptive', 'enabled', 'disabled'] as const;

export class MessageDto {
  @IsIn(['user', 'assistant'], { message: 'role: must be "user" or "assistant"' })
  role!: 'user' | 'assistant';

  @IsTextOrBlocks()
  content!: string | { type: string; text?: string; input?: unknown; content?: unknown }[];
}

export class JsonSchemaFormatDto {
  @IsIn(['json_schema'], { message: 'type: must be "json_schema"' })
  type!: 'json_schema';

  @IsObject({ message: 'schema: must be a JSON Schema object' })
  schema!: Record<string, unknown>;
}

export class OutputConfigDto {
  @IsOptional()
  @ValidateNested()
  @Type(() => JsonSchemaFormatDto)
  format?: JsonSchemaFormatDto | null;

  @IsOptional()
  @IsIn(EFFORTS, { message: `effort: send one of ${EFFORTS.map((e) => `"${e}"`).join(', ')}` })
  effort?: (typeof EFFORTS)[number] | null;
}

export class ToolDto {
  @IsString({ message: 'name: must be a string' })
  @IsNotEmpty({ message: 'name: must not be empty' })
  name!: string;

  @IsOptional()
  @IsString({ message: 'description: must be a string' })
  description?: string;

  @IsObject({ message: 'input_schema: must be a JSON Schema object' })
  input_schema!: Record<string, unknown>;
}

export class ToolChoiceDto {
  @IsIn(['auto', 'any', 'tool', 'none'], { message: 'type: send one of "auto", "any", "tool", "none"' })
  type!: 'auto' | 'any' | 'tool' | 'none';

  @IsOptional()
  @IsString({ message: 'name: must be a string' })
  name?: string;
}

export class ThinkingDto {
  @IsIn(THINKING_TYPES, { message: `type: send one of ${THINKING_TYPES.map((t) => `"${t}"`).join(', ')}` })
  type!: (typeof THINKING_TYPES)[number];

  @IsOptional()
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

  @IsOptional()
  @IsInt({ message: 'max_tokens: must be a whole number' })
  @Min(1, { message: 'max_tokens: must be at least 1' })
  max_tokens?: number;

  @IsOptional()
  @IsTextOrBlocks()
  system?: string | { type: string; text?: string }[];

  @IsArray({ message: 'messages: required, a list of {"role", "content"} messages' })
  @ValidateNested({ each: true })
  @Type(() => MessageDto)
  messages!: MessageDto[];

  @IsOptional()
  @ValidateNested()
  @Type(() => OutputConfigDto)
  output_config?: OutputConfigDto;

  @IsOptional()
  @IsArray({ message: 'tools: must be a list of tools' })
  @ValidateNested({ each: true })
  @Type(() => ToolDto)
  tools?: ToolDto[];

  @IsOptional()
  @ValidateNested()
  @Type(() => ToolChoiceDto)
  tool_choice?: ToolChoiceDto;

  @IsOptional()
  @ValidateNested()
  @Type(() => ThinkingDto)
  thinking?: ThinkingDto;

  @IsOptional()
  @IsBoolean({ message: 'stream: must be true or false' })
  stream?: boolean;
}
