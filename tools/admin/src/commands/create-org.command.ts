import { AlreadyExistsError } from '@a8/db';
import { AdminError, UsageError, type AdminCommand } from '../lib/command';

// Slug-like: it appears in logs, URLs and the sign-in picker.
const ORG_NAME = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;

export const createOrgCommand: AdminCommand = {
  name: 'create-org',
  summary: 'Create an organization',
  flags: { name: { required: true, help: 'the organization name, e.g. --name=acme' } },
  async run({ repos, print, record }, flags) {
    const name = flags['name'];
    if (!ORG_NAME.test(name)) {
      throw new UsageError(
        `--name: "${name}" is not a valid organization name; use 1-40 lower-case letters, digits and inner hyphens, e.g. --name=acme`,
      );
    }
    try {
      const org = await repos.organizations.create(name);
      print(`Created organization ${org.name} (${org.id})`);
      record({ organization: { id: org.id, name: org.name } });
    } catch (error) {
      if (error instanceof AlreadyExistsError) throw new AdminError(`--name: organization "${name}" already exists; pick another name`);
      throw error;
    }
  },
};
