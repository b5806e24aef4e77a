import type { AdminCommand } from '../lib/command';
import { createKeyCommand } from './create-key.command';
import { createOrgCommand } from './create-org.command';
import { createUserCommand } from './create-user.command';
import { listKeysCommand } from './list-keys.command';
import { revokeKeyCommand } from './revoke-key.command';

/** Every admin command. A new one is a file here plus a target in project.json. */
export const COMMANDS: readonly AdminCommand[] = [createOrgCommand, createUserCommand, createKeyCommand, revokeKeyCommand, listKeysCommand];
