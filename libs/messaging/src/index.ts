export * from './fit-queue';
export * from './redis';
export * from './version-announcements';
