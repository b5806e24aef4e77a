process.stderr.write('admin: not implemented yet\n');
process.exit(1);
