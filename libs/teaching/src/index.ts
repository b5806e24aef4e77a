export * from './fit-scheduler';
export * from './teaching.service';
export * from './training-set';
