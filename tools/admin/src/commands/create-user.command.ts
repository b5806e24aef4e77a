import { readFileSync } from 'node:fs';
import { hashPassword, parseRole, passwordProblem, InvalidValueError } from '@a8/auth';
import { normalizeEmail } from '@a8/db';
import { UsageError, type AdminCommand } from '../lib/command';
import { requireOrg } from '../lib/lookups';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function readPassword(flags: Record<string, string>): string {
  const file = flags['password-file'];
  if (file !== undefined && flags['password'] !== undefined) {
    throw new UsageError('--password-file: give either --password or --password-file, not both');
  }
  let password: string;
  let flag = '--password';
  if (file !== undefined) {
    flag = '--password-file';
    try {
      password = readFileSync(file, 'utf8').split(/\r?\n/)[0];
    } catch {
      throw new UsageError(`--password-file: cannot read "${file}"; give a readable file whose first line is the password`);
    }
  } else if (flags['password'] !== undefined) {
    password = flags['password'];
  } else {
    throw new UsageError('--password is required for a new user: the sign-in password (8+ characters), or --password-file=<file>');
  }
  const problem = passwordProblem(password);
  if (problem) throw new UsageError(`${flag}: the password ${problem}`);
  return password;
}

export const createUserCommand: AdminCommand = {
  name: 'create-user',
  summary: "Create a user (if new) and give them a role in an organization",
  flags: {
    email: { required: true, help: 'the sign-in email, e.g. --email=ada@example.com' },
    // Nx re-quotes forwarded values in double quotes, so the shell expands `$`, backticks and `\`
    // inside them; --password-file avoids that (and keeps the password out of process listings).
    password: { required: false, help: 'the sign-in password (8+ characters), needed when the user is new' },
    'password-file': { required: false, help: 'a file whose first line is the password (instead of --password)' },
    org: { required: true, help: 'the organization name, e.g. --org=acme' },
    role: { required: true, help: 'one of owner, admin, trainer, viewer' },
  },
  async run({ repos, print, record }, flags) {
    const email = normalizeEmail(flags['email']);
    if (!EMAIL.test(email)) throw new UsageError(`--email: "${flags['email']}" is not an email address, e.g. --email=ada@example.com`);
    let role;
    try {
      role = parseRole(flags['role']);
    } catch (error) {
      if (error instanceof InvalidValueError) throw new UsageError(`--role: ${error.message}`);
      throw error;
    }
    const org = await requireOrg(repos, flags['org']);

    const users = repos.users;
    let user = await users.findByEmail(email);
    if (user) {
      print(`User ${email} exists; password unchanged`);
    } else {
      const password = readPassword(flags);
      user = await users.create({ email, passwordHash: await hashPassword(password) });
      print(`Created user ${email} (${user.id})`);
    }
    const membership = await repos.memberships.grant(user.id, org.id, role);
    print(`${email} is ${membership.role} in ${org.name}`);
    record({ user: { id: user.id, email }, organization: org.name, role: membership.role });
  },
};
