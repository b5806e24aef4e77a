import type { AdminCommand } from '../lib/command';
import { createKeyCommand } from './create-key.command';
import { createOrgCommand } from './create-org.command';
import { createUserCommand } from './create-user.command';
import { listKeysCommand } from './list-keys.command';
import { revokeKeyCommand } from './revoke-key.command';
import { exportExamplesCommand } from './export-examples.command';
import { importExamplesCommand } from './import-examples.command';
import { listVersionsCommand } from './list-versions.command';
import { restoreOrgCommand, suspendOrgCommand } from './org-access.command';

/** Every admin command. A new one is a file here plus a target in project.json. */
export const COMMANDS: readonly AdminCommand[] = [createOrgCommand, createUserCommand, createKeyCommand, revokeKeyCommand, listKeysCommand, importExamplesCommand, listVersionsCommand, exportExamplesCommand, suspendOrgCommand, restoreOrgCommand];
